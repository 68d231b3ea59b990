import type { FastifyInstance } from "fastify";
import type { Services } from "../services.ts";

/** Liveness and readiness probes for load balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await services.database.ping();
      return { status: "ready", database: services.database.dialect };
    } catch (error) {
      reply.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ status: "unavailable", database: services.database.dialect });
    }
  });
}
