import etag from "@fastify/etag";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { apiError } from "../http/errors.ts";
import { requireXsrfToken } from "../http/xsrf.ts";
import type { Services } from "../services.ts";
import { companyRoutes } from "./company.ts";
import { enquiryRoutes } from "./enquiries.ts";
import { mediaRoutes } from "./media.ts";
import { openApiDocument } from "./openapi.ts";
import { productRoutes } from "./products.ts";
import { formatValidationError } from "./validation-errors.ts";

export type ApiOptions = { services: Services };

/** Every JSON endpoint of spec 7, mounted under /api, each with its declared zod schemas. */
export async function apiRoutes(app: FastifyInstance, { services }: ApiOptions) {
  // Requests are parsed and answers written by the routes' zod schemas: an undeclared field never
  // leaves, and an answer that does not fit its schema is a 500, not a surprise for a partner.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setSchemaErrorFormatter(formatValidationError);
  // In this scope and before the routes, which it documents as they are registered.
  await openApiDocument(app, { siteUrl: services.config.publicSiteUrl });
  // Weak ETags on every JSON answer; a matching If-None-Match gets 304 Not Modified.
  await app.register(etag, { weak: true });
  // Every state-changing call proves it comes from this site's pages (spec 7).
  app.addHook("onRequest", requireXsrfToken);
  await app.register(productRoutes, { services });
  await app.register(companyRoutes, { services });
  await app.register(mediaRoutes, { services });
  await app.register(enquiryRoutes, { services });

  // Not an endpoint, so not in the document: every unknown path under /api answers this 404.
  app.all("/*", { schema: { hide: true } }, async (request, reply) =>
    reply
      .status(404)
      .send(apiError(404, `No API endpoint at ${request.method} ${request.url.split("?")[0]}`)),
  );
}
