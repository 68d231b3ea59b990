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

async function metricsRoute(app: FastifyInstance, metrics: Metrics) {
  app.get("/metrics", async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** `/metrics` on the main port, or on its own port so it stays off the public interface. */
export async function exposeMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  port: number | undefined,
  host: string,
) {
  if (port === undefined) {
    await metricsRoute(app, metrics);
    return;
  }
  const server = fastify();
  await metricsRoute(server, metrics);
  app.addHook("onListen", async () => {
    await server.listen({ port, host });
  });
  app.addHook("onClose", async () => {
    await server.close();
  });
}
