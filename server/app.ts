import { randomUUID } from "node:crypto";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { type FastifyBaseLogger, fastify, LogController } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { apiRoutes } from "./api/index.ts";
import { varyAssetsByEncoding } from "./http/asset-encoding.ts";
import { handleError } from "./http/errors.ts";
import { fileRoutes, PROJECT_ROOT } from "./http/files.ts";
import { healthRoutes } from "./http/health.ts";
import { exposeMetrics, requestMetrics } from "./http/metrics.ts";
import { pageBodyLimit } from "./http/page-body-limit.ts";
import { pageCache } from "./http/page-cache.ts";
import { redirectRoutes } from "./http/redirects.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { requestContext, servicesContext } from "./router-context.ts";
import { seoRoutes } from "./seo/routes.ts";
import type { Services } from "./services.ts";

export const MAX_BODY_BYTES = 32 * 1024;

/** The whole service: probes, JSON API, files, static assets and the React pages. */
export async function buildApp(services: Services, devServer?: ViteDevServer) {
  const app = fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxySetting(services.config.trustProxy),
    return503OnClosing: true,
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const level = reply.statusCode >= 500 ? "error" : reply.statusCode >= 400 ? "warn" : "info";
    request.log[level](
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request completed",
    );
  });
  app.setErrorHandler(handleError);

  // Not encapsulated: these hooks must see every request.
  await securityHeaders(app, {
    fileOrigin: services.config.fileBaseUrl.startsWith("http")
      ? new URL(services.config.fileBaseUrl).origin
      : undefined,
    hstsMaxAge: services.config.hstsMaxAge,
    development: Boolean(devServer),
  });
  await redirectRoutes(app);
  await pageBodyLimit(app, { maxBytes: MAX_BODY_BYTES });
  // Before compression, so pages are cached and tagged uncompressed.
  if (!devServer) await pageCache(app, { contentVersion: services.contentVersion });
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    // Quality 11 costs far more CPU than it saves bytes on dynamic responses.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(healthRoutes, { services });
  if (services.config.metrics.enabled) {
    await requestMetrics(app, services.metrics);
    await exposeMetrics(app, services.metrics, services.config.metrics.port, services.config.host);
  }
  await app.register(apiRoutes, { prefix: "/api", services });
  if (!devServer) await app.register(seoRoutes, { services });
  await app.register(fileRoutes);
  await varyAssetsByEncoding(app);
  await app.register(fastifyReactRouter, {
    devServer,
    serverBuildPath: path.join(PROJECT_ROOT, "build/server/index.js"),
    clientBuildDirectory: path.join(PROJECT_ROOT, "build/client"),
    // Assets carry the .br and .gz copies the build wrote (scripts/precompress-assets.ts).
    staticOptions: { preCompressed: true },
    mode: devServer ? "development" : "production",
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, { cspNonce: request.cspNonce, clientAddress: request.ip });
      return context;
    },
  });
  return app;
}

/** A number of hops trusts that many proxies nearest the service (what proxy-addr does with a number). */
function trustProxySetting(value: boolean | number | string[]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}
