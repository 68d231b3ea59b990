import type { FastifyInstance } from "fastify";
import { perContentVersion } from "../content-version.ts";
import type { Services } from "../services.ts";
import { renderRobots, renderSitemap } from "./sitemap.ts";

/** robots.txt naming the sitemap, and the sitemap itself, drawn once per content version. */
export async function seoRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const siteUrl = services.config.publicSiteUrl;
  const sitemap = perContentVersion(services.contentVersion, () => renderSitemap(services, siteUrl));
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(renderRobots(siteUrl)),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").send(await sitemap()),
  );
}
