import { z } from "zod";

const IsoDate = z.iso.date().describe("YYYY-MM-DD");

/** A news item of GET /api/media-list (spec 3). */
export const NewsItemSchema = z
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
export type NewsList = z.infer<typeof NewsListSchema>;

/** A press release of GET /api/press-release (spec 3). */
export const PressReleaseSchema = z
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
export type PressReleaseList = z.infer<typeof PressReleaseListSchema>;
