import { z } from "zod";
import { SlugSchema } from "../company/api.ts";

export const NO_INDUSTRY = "No industry with that slug found";
export const IndustryParamsSchema = z.object({ slug: SlugSchema(NO_INDUSTRY) });

/** GET /api/industries-list: every industry (spec 3). */
export const IndustryListSchema = z
  .object({
    data: z.array(
      z.object({
        slug: z.string(),
        image: z.string().describe("The picture's path under the file base address"),
        name: z.string(),
      }),
    ),
  })
  .describe("Every industry");

/** GET /api/industries-detail/{slug}: the industry's sections, and its name and description. */
export const IndustryDetailSchema = z
  .object({
    data: z.array(z.object({ name: z.string(), detail: z.string().describe("HTML") })),
    detail: z
      .array(z.object({ name: z.string(), description: z.string().describe("HTML") }))
      .describe("One item: the industry"),
  })
  .describe("The industry");
