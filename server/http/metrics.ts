import { type FastifyInstance, fastify } from "fastify";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** The service's Prometheus metrics; domains add their own counters to `registry`. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests by method, route and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    latency: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request latency by method and route",
      labelNames: ["method", "route"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Route pattern rather than raw URL, so label cardinality stays bounded. */
function routeLabel(routeUrl: string | undefined, url: string): string {
  if (routeUrl && routeUrl !== "*" && routeUrl !== "/*") return routeUrl;
  if (url.startsWith("/api/")) return "/api/*";
  if (url.startsWith("/assets/")) return "/assets/*";
  if (url.startsWith("/files/")) return "/files/*";
  return "page";
}

/** Counts and times every request. */
export async function requestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook("onResponse", (request, reply, done) => {
    const route = routeLabel(request.routeOptions.url, request.url);
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `/metrics` on a listener of its own (loopback by default), never on the site's port: the figures
 * (enquiry counts, outbox depth, versions) are for the operator's scraper, not for visitors.
 * It starts before the site listens, so a port it cannot bind stops the start, and closes with it.
 */
export async function metricsListener(
  app: FastifyInstance,
  metrics: Metrics,
  { port, host }: { port: number; host: string },
) {
  const server = fastify();
  server.get("/metrics", async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  app.addHook("onReady", async () => {
    await server.listen({ port, host });
    app.log.info({ url: metricsUrl(server) }, "metrics listening");
  });
  app.addHook("onClose", async () => {
    await server.close();
  });
  return server;
}

/** Where Prometheus scrapes the listener, once it listens. */
export function metricsUrl(server: FastifyInstance): string | undefined {
  const address = server.server.address();
  if (!address || typeof address === "string") return undefined;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/metrics`;
}
