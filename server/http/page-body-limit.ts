import type { FastifyInstance } from "fastify";
import { apiError } from "./errors.ts";

/**
 * Page form posts reach React Router as a raw stream, past Fastify's body limit, so their size
 * is checked here from Content-Length (browsers always send it for forms).
 */
export async function pageBodyLimit(app: FastifyInstance, { maxBytes }: { maxBytes: number }) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || request.url.startsWith("/api/")) return;
    const length = request.headers["content-length"];
    if (length === undefined) {
      if (request.headers["transfer-encoding"] === undefined) return;
      return reply.status(411).send(apiError(411, "Send the form with a Content-Length."));
    }
    if (Number(length) > maxBytes) {
      return reply.status(413).send(apiError(413, `The form is larger than ${maxBytes / 1024} KB.`));
    }
  });
}
