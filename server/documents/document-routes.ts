import type { FastifyInstance } from "fastify";
import { PRODUCT_DOCUMENTS_PATH } from "#shared/documents/document-address.ts";
import type { Services } from "../services.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `/files/documents/<product>/<file>.pdf`: a product's safety data sheets and statements, made on
 * first request (decision 050). Same bytes for the same content, so a strong ETag; a day's caching,
 * as for the other files.
 */
export async function documentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { slug: string; file: string } }>(
    `${PRODUCT_DOCUMENTS_PATH}/:slug/:file`,
    async (request, reply) => {
      const { slug, file } = request.params;
      const found =
        SLUG.test(slug) && slug.length <= 100 ? await services.documents.file(slug, file) : undefined;
      if (!found) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      reply
        .header("etag", found.etag)
        .header("cache-control", "public, max-age=86400")
        .header("content-disposition", `inline; filename="${slug}-${file}"`);
      if (request.headers["if-none-match"] === found.etag) return reply.code(304).send();
      return reply.type("application/pdf").send(found.body);
    },
  );
}
