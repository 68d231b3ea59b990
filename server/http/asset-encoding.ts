import type { FastifyInstance } from "fastify";

/**
 * Build assets are sent from the .br/.gz copies the build wrote, chosen by Accept-Encoding, so a
 * shared cache must keep one copy per encoding (the static plugin does not say so itself).
 */
export async function varyAssetsByEncoding(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/assets/")) reply.header("vary", "accept-encoding");
  });
}
