import type { FastifyInstance } from "fastify";
import type { Services } from "../services.ts";
import { renderRobots, renderSitemap } from "./sitemap.ts";

/** robots.txt naming the sitemap, and the sitemap itself. */
export async function seoRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const siteUrl = services.config.publicSiteUrl;
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(renderRobots(siteUrl)),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").send(await renderSitemap(services, siteUrl)),
  );
}
