import { z } from "zod";
import { NEWS_PAGE_SIZE } from "./news-page.ts";

const IsoDate = z.iso.date().describe("YYYY-MM-DD");

/** A news item of GET /api/media-list (spec 3). */
const NewsItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    date: IsoDate,
    image: z.string().optional().describe("The picture's path under the file base address, when it has one"),
    description: z.string().describe("HTML"),
  })
  .meta({ id: "NewsItem" });

/** GET /api/media-list: five news items from `skip`, newest first, and how many there are. */
export const NewsListSchema = z
  .object({ data: z.array(NewsItemSchema), total: z.number().int().min(0) })
  .describe("News items, with how many there are");

/** A press release of GET /api/press-release (spec 3). */
const PressReleaseSchema = z
  .object({
    date: IsoDate,
    name: z.string(),
    pdf_name: z.string().describe("The PDF's path under the file base address"),
  })
  .meta({ id: "PressRelease" });

/** GET /api/press-release: the releases of one year or of all, and every year that has one. */
export const PressReleaseListSchema = z
  .object({
    data: z.array(PressReleaseSchema),
    yearList: z.array(z.number().int()),
  })
  .describe("Press releases, and every year that has one");

/** `year` empty or absent means every year (spec 7: "year empty for all"). */
export const PressReleaseQuerySchema = z.object({
  year: z
    .union([z.literal(""), z.string().regex(/^\d{4}$/, "year must be a four-digit year")])
    .optional()
    .transform((year) => (year ? Number(year) : undefined))
    .describe("A four-digit year; empty or absent for every year"),
});

/** `skip` is the offset of the first item: 0, 5, 10, … (spec 9); empty or absent means 0. */
export const MediaListQuerySchema = z.object({
  skip: z
    .union([z.literal(""), z.string().regex(/^\d{1,9}$/, "skip must be a whole number of items, 0 or more")])
    .optional()
    .transform((skip) => (skip ? Number(skip) : 0))
    .describe(`Offset of the first item: 0, ${NEWS_PAGE_SIZE}, ${2 * NEWS_PAGE_SIZE}, …`),
});
