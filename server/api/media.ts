import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { NEWS_PAGE_SIZE } from "../../shared/media/news-page.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";

/** `year` empty or absent means every year (spec 7: "year empty for all"). */
const PressReleaseQuery = z.object({
  year: z
    .union([z.literal(""), z.string().regex(/^\d{4}$/, "year must be a four-digit year")])
    .optional()
    .transform((year) => (year ? Number(year) : undefined)),
});

/** `skip` is the offset of the first item: 0, 5, 10, … (spec 9); empty or absent means 0. */
const MediaListQuery = z.object({
  skip: z
    .union([z.literal(""), z.string().regex(/^\d{1,9}$/, "skip must be a whole number of items, 0 or more")])
    .optional()
    .transform((skip) => (skip ? Number(skip) : 0)),
});

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Bad query";
}

/** GET /api/press-release and GET /api/media-list (spec 7), with the spec's field names. */
export async function mediaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/press-release", async (request, reply) => {
    const parsed = PressReleaseQuery.safeParse(request.query);
    if (!parsed.success) return reply.status(400).send(apiError(400, firstIssue(parsed.error)));
    const [releases, yearList] = await Promise.all([
      services.media.pressReleases(parsed.data.year),
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
  });

  app.get("/media-list", async (request, reply) => {
    const parsed = MediaListQuery.safeParse(request.query);
    if (!parsed.success) return reply.status(400).send(apiError(400, firstIssue(parsed.error)));
    const { items, total } = await services.media.newsPage(parsed.data.skip, NEWS_PAGE_SIZE);
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
  });
}
