import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "#server/db/database-unavailable.ts";
import { routePath } from "#server/http/page-cache-key.ts";
import { pageSuggestion } from "#server/i18n/language-suggestion.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import { deferScriptsUntilPainted } from "./deferred-scripts.server.ts";
import { withFontPreloads } from "./font-preloads.server.ts";
import { LanguageSuggestionContext } from "./i18n/language-suggestion-context.ts";
import { NonceContext } from "./nonce.tsx";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: pages have no deferred data,
 * and a complete response is what crawlers, caches and no-JS visitors need.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce: nonce, databaseUnavailable } = loadContext.get(requestContext);
  if (databaseUnavailable) responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  const answerStatus = databaseUnavailable ? 503 : responseStatusCode;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: answerStatus, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = answerStatus;
    const route = routePath(routerContext.staticHandlerContext.matches);
    const app = (
      <NonceContext value={nonce}>
        <LanguageSuggestionContext value={pageSuggestion(request, answerStatus, route)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </LanguageSuggestionContext>
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        // Vite's dev server adds module scripts of its own; the deferral is for the built site.
        if (!import.meta.env.PROD) {
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          return;
        }
        text(body).then(
          (html) =>
            resolve(
              new Response(deferScriptsUntilPainted(withFontPreloads(html), nonce), {
                headers: responseHeaders,
                status,
              }),
            ),
          reject,
        );
      },
      onShellError: reject,
      onError() {
        status = 500;
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Unexpected errors go to the service log with the request; unknown paths are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Read by handleRequest, which React Router calls after this with the error already sanitised.
  if (isDatabaseUnavailable(error)) context.get(requestContext).databaseUnavailable = true;
  const logger = context.get(servicesContext).logger;
  logger.error({ err: error, url: request.url }, "page rendering failed");
};
