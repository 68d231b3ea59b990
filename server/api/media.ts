import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  MediaListQuerySchema,
  NewsListSchema,
  PressReleaseListSchema,
  PressReleaseQuerySchema,
} from "#shared/media/api.ts";
import { NEWS_PAGE_SIZE } from "#shared/media/news-page.ts";
import type { Services } from "../services.ts";
import { badRequest } from "./responses.ts";

/** GET /api/press-release and GET /api/media-list (spec 7), with the spec's field names. */
export async function mediaRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/press-release",
    {
      schema: {
        summary: "Press releases",
        querystring: PressReleaseQuerySchema,
        response: { 200: PressReleaseListSchema, ...badRequest },
      },
    },
    async (request) => {
      const [releases, yearList] = await Promise.all([
        services.media.pressReleases(request.query.year),
        services.media.pressReleaseYears(),
      ]);
      return {
        data: releases.map((release) => ({
          date: release.date,
          name: release.name,
          pdf_name: release.pdfName,
        })),
        yearList,
      };
    },
  );

  app.get(
    "/media-list",
    {
      schema: {
        summary: "News, a page at a time",
        querystring: MediaListQuerySchema,
        response: { 200: NewsListSchema, ...badRequest },
      },
    },
    async (request) => {
      const { items, total } = await services.media.newsPage(request.query.skip, NEWS_PAGE_SIZE);
      return {
        data: items.map((item) => ({
          id: item.id,
          name: item.name,
          date: item.date,
          ...(item.image ? { image: item.image } : {}),
          description: item.description,
        })),
        total,
      };
    },
  );
}
