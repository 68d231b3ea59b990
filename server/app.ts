import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { type FastifyBaseLogger, fastify, LogController } from "fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { apiRoutes } from "./api/index.ts";
import { publishedDatasheetRoutes } from "./catalogue/published-datasheets.ts";
import { documentRoutes } from "./documents/document-routes.ts";
import { varyAssetsByEncoding } from "./http/asset-encoding.ts";
import { clientAddress } from "./http/client-address.ts";
import { connectionTimeouts, limitConnectionsPerAddress } from "./http/connection-limits.ts";
import { handleError } from "./http/errors.ts";
import { fileRoutes, PROJECT_ROOT } from "./http/files.ts";
import { healthRoutes } from "./http/health.ts";
import { httpsRedirect } from "./http/https-redirect.ts";
import { limitJsonDepth } from "./http/json-body.ts";
import { languageAssets } from "./http/language-assets.ts";
import { loggedUrl } from "./http/logged-url.ts";
import { requestMetrics } from "./http/metrics.ts";
import { pageCache } from "./http/page-cache.ts";
import { pageRequests } from "./http/page-requests.ts";
import { proxyTrust } from "./http/proxy-trust.ts";
import { contentRedirectRoutes, redirectRoutes } from "./http/redirects.ts";
import { requestIdFrom } from "./http/request-id.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { drainOnClose } from "./http/shutdown-drain.ts";
import { languageSuggestionRoutes } from "./i18n/language-suggestion-route.ts";
import { requestContext, servicesContext } from "./router-context.ts";
import { seoRoutes } from "./seo/routes.ts";
import type { Services } from "./services.ts";
import { staffAuthRoutes, staffHeaders } from "./staff/routes.ts";
import { uploadFileRoutes } from "./uploads/file-routes.ts";
import { uploadFormLimit } from "./uploads/upload-form.ts";

const MAX_BODY_BYTES = 32 * 1024;
const SERVER_BUILD_PATH = path.join(PROJECT_ROOT, "build/server/index.js");

/** The whole service: probes, JSON API, files, static assets and the React pages. */
export async function buildApp(services: Services, devServer?: ViteDevServer) {
  const { trustProxy } = services.config;
  const trustsProxy = proxyTrust(trustProxy);
  const app = fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    genReqId: requestIdFrom((address) => trustsProxy(address, 0)),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxy === false ? false : trustsProxy,
    // The drain answers its own 503 while closing, with Retry-After.
    return503OnClosing: false,
    ...connectionTimeouts(services.config.connections),
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  limitConnectionsPerAddress(app.server, services.config.connections.perAddress);
  // First, so that while shutting down nothing else runs for a request it turns away.
  await drainOnClose(app);
  // Hooks on every request take a callback rather than returning a promise: no extra turn per hook.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    const level = reply.statusCode >= 500 ? "error" : reply.statusCode >= 400 ? "warn" : "info";
    // The line is built only when it is written (LOG_LEVEL may leave out successes).
    if (services.logger.isLevelEnabled(level)) {
      request.log[level](
        {
          req: { method: request.method, url: loggedUrl(request.url), remoteAddress: clientAddress(request) },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        "request completed",
      );
    }
    done();
  });
  app.setErrorHandler(handleError);
  limitJsonDepth(app);

  // Not encapsulated: these hooks must see every request.
  await securityHeaders(app, {
    fileOrigin: services.config.fileBaseUrl.startsWith("http")
      ? new URL(services.config.fileBaseUrl).origin
      : undefined,
    hstsMaxAge: services.config.hstsMaxAge,
    development: Boolean(devServer),
  });
  if (services.config.httpsRedirect) {
    await httpsRedirect(app, { httpsOrigin: new URL(services.config.publicSiteUrl).origin });
  }
  await redirectRoutes(app);
  await contentRedirectRoutes(app, services.contentRedirects);
  await staffHeaders(app);
  // The built pages; in development Vite's dev server builds them on demand.
  const build = devServer
    ? undefined
    : ((await import(pathToFileURL(SERVER_BUILD_PATH).href)) as ServerBuild);
  // Before compression, so pages are cached and tagged uncompressed.
  if (build) {
    await pageCache(app, {
      contentVersion: services.contentVersion,
      build,
      registry: services.metrics.registry,
    });
  }
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    // Quality 11 costs far more CPU than it saves bytes on dynamic responses.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(healthRoutes, { services });
  // Served on their own listener (server/start.ts).
  if (services.config.metrics.enabled) await requestMetrics(app, services.metrics);
  await app.register(apiRoutes, { prefix: "/api", services });
  await app.register(staffAuthRoutes, { services });
  if (!devServer) await app.register(seoRoutes, { services });
  await app.register(documentRoutes, { services });
  await app.register(uploadFileRoutes, { uploads: services.uploads });
  await app.register(publishedDatasheetRoutes, { db: services.database.db });
  await app.register(fileRoutes);
  await app.register(languageSuggestionRoutes);
  await varyAssetsByEncoding(app);
  await app.register(fastifyReactRouter, {
    devServer,
    build: build && languageAssets(app, build),
    serverBuildPath: SERVER_BUILD_PATH,
    clientBuildDirectory: path.join(PROJECT_ROOT, "build/client"),
    // Assets carry the .br and .gz copies the build wrote (scripts/precompress-assets.ts).
    staticOptions: { preCompressed: true },
    mode: devServer ? "development" : "production",
    routeOptions: pageRequests(build, {
      maxBytes: MAX_BODY_BYTES,
      largeForms: uploadFormLimit(services.staff),
    }),
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, {
        cspNonce: request.cspNonce,
        clientAddress: clientAddress(request),
        databaseUnavailable: false,
      });
      return context;
    },
  });
  return app;
}
