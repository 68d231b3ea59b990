import etag from "@fastify/etag";
import type { FastifyInstance } from "fastify";
import { apiError } from "../http/errors.ts";
import { requireXsrfToken } from "../http/xsrf.ts";
import type { Services } from "../services.ts";
import { companyRoutes } from "./company.ts";
import { enquiryRoutes } from "./enquiries.ts";
import { mediaRoutes } from "./media.ts";
import { productRoutes } from "./products.ts";

export type ApiOptions = { services: Services };

/** Every JSON endpoint of spec 7, mounted under /api. */
export async function apiRoutes(app: FastifyInstance, { services }: ApiOptions) {
  // Weak ETags on every JSON answer; a matching If-None-Match gets 304 Not Modified.
  await app.register(etag, { weak: true });
  // Every state-changing call proves it comes from this site's pages (spec 7).
  app.addHook("onRequest", requireXsrfToken);
  await app.register(productRoutes, { services });
  await app.register(companyRoutes, { services });
  await app.register(mediaRoutes, { services });
  await app.register(enquiryRoutes, { services });

  app.all("/*", async (request, reply) =>
    reply
      .status(404)
      .send(apiError(404, `No API endpoint at ${request.method} ${request.url.split("?")[0]}`)),
  );
}
