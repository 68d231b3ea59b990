import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NewsListSchema, PressReleaseListSchema } from "../../shared/media/api.ts";
import { NEWS_PAGE_SIZE } from "../media/media.ts";
import type { Services } from "../services.ts";
import { badRequest } from "./responses.ts";

/** `year` empty or absent means every year (spec 7: "year empty for all"). */
const PressReleaseQuery = z.object({
  year: z
    .union([z.literal(""), z.string().regex(/^\d{4}$/, "year must be a four-digit year")])
    .optional()
    .transform((year) => (year ? Number(year) : undefined))
    .describe("A four-digit year; empty or absent for every year"),
});

/** `skip` is the offset of the first item: 0, 5, 10, … (spec 9); empty or absent means 0. */
const MediaListQuery = z.object({
  skip: z
    .union([z.literal(""), z.string().regex(/^\d{1,9}$/, "skip must be a whole number of items, 0 or more")])
    .optional()
    .transform((skip) => (skip ? Number(skip) : 0))
    .describe(`Offset of the first item: 0, ${NEWS_PAGE_SIZE}, ${2 * NEWS_PAGE_SIZE}, …`),
});

/** GET /api/press-release and GET /api/media-list (spec 7), with the spec's field names. */
export async function mediaRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/press-release",
    {
      schema: {
        summary: "Press releases",
        querystring: PressReleaseQuery,
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
        querystring: MediaListQuery,
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
