import type { FastifyInstance } from "fastify";
import { PRODUCT_DOCUMENTS_PATH, parseDocumentFileName } from "#shared/documents/document-address.ts";
import { productHref } from "#shared/site/page-hrefs.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "../http/page-cache.ts";
import { redirectKey } from "../http/redirects.ts";
import type { Services } from "../services.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PRODUCT_PAGE = /^\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The slug a product page redirects to (a renamed product, or an editor's redirect to a successor). */
async function movedTo(services: Services, slug: string): Promise<string | undefined> {
  const target = (await services.contentRedirects.targets()).get(redirectKey(productHref(slug)));
  return target === undefined ? undefined : PRODUCT_PAGE.exec(target)?.[1];
}

/**
 * `/files/documents/<product>/<file>.pdf`: a product's safety data sheets and statements, made on
 * first request (decision 050) from the product and the identity published now (decision 096). Same
 * bytes for the same content, so a strong ETag; the pages' caching, since a publish changes what the
 * address holds. A product whose page moved answers its old addresses with a 301 to the new ones.
 */
export async function documentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { slug: string; file: string } }>(
    `${PRODUCT_DOCUMENTS_PATH}/:slug/:file`,
    async (request, reply) => {
      const { slug, file } = request.params;
      const valid = SLUG.test(slug) && slug.length <= 100;
      const found = valid ? await services.documents.file(slug, file) : undefined;
      if (!found) {
        const moved = valid && parseDocumentFileName(file) && (await movedTo(services, slug));
        if (moved) {
          return reply
            .code(301)
            .header("cache-control", SHARED_PAGE_CACHE_CONTROL)
            .redirect(`${PRODUCT_DOCUMENTS_PATH}/${moved}/${file}`, 301);
        }
        return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      }
      reply
        .header("etag", found.etag)
        .header("cache-control", SHARED_PAGE_CACHE_CONTROL)
        .header("content-disposition", `inline; filename="${slug}-${file}"`);
      if (request.headers["if-none-match"] === found.etag) return reply.code(304).send();
      return reply.type("application/pdf").send(found.body);
    },
  );
}
