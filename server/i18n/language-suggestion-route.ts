import type { FastifyInstance } from "fastify";
import {
  DECLINED,
  LANGUAGE_ANSWER_COOKIE,
  LANGUAGE_SUGGESTION_FIELDS,
  LANGUAGE_SUGGESTION_PATH,
} from "#shared/i18n/language-suggestion.ts";
import { isLocale, localizedPath } from "#shared/i18n/locales.ts";
import { apiError } from "../http/errors.ts";
import { localReturnPath } from "../http/local-path.ts";
import { crossOrigin } from "../http/xsrf.ts";

/** A year: the visitor answered once; the offer does not come back. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const FORM = "application/x-www-form-urlencoded";
/** The form holds a button's value and a page path. */
const MAX_FORM_BYTES = 4096;

/** The path and query of a Referer on this same host, if it is a local path. */
function refererPath(referer: string | undefined, host: string): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  return url.host === host ? localReturnPath(`${url.pathname}${url.search}`) : undefined;
}

/**
 * The suggestion's form (decision 066): remembers the answer in a cookie and sends the visitor to
 * the page in the language chosen, or back to the page. No anti-forgery token: the pages offering
 * it are cached, so they cannot carry one; a post from another site is refused by its Origin, and
 * the worst a forged one could do is hide the offer or pick the language of a page on this site.
 */
export async function languageSuggestionRoutes(app: FastifyInstance) {
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: MAX_FORM_BYTES }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });
  app.post(LANGUAGE_SUGGESTION_PATH, async (request, reply) => {
    if (crossOrigin(request.headers.origin, request.host)) {
      return reply.status(403).send(apiError(403, "This form can only be sent from this site."));
    }
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const answer = form.get(LANGUAGE_SUGGESTION_FIELDS.answer);
    const field = localReturnPath(form.get(LANGUAGE_SUGGESTION_FIELDS.back));
    // The page's own address when the browser names it: after client-side navigation the form still
    // holds the first page's path, since the offer is not part of what the page's script renders.
    const back = field && (refererPath(request.headers.referer, request.host) ?? field);
    if (!back || (answer !== DECLINED && !isLocale(answer))) {
      return reply.status(400).send(apiError(400, "This is not an answer to the language suggestion."));
    }
    const secure = request.protocol === "https" ? "; Secure" : "";
    reply.header(
      "set-cookie",
      `${LANGUAGE_ANSWER_COOKIE}=${answer}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
    );
    reply.header("cache-control", "no-store");
    return reply.redirect(isLocale(answer) ? localizedPath(back, answer) : back, 303);
  });
}
