import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { INDUSTRY_PAGE_SLUGS } from "#shared/industries/industry-page-slugs.ts";
import { readIndustries } from "../company/content-files.ts";

/** A product row, or `{ "product": null }` for a placeholder row shown as TBA. */
const ProductRow = z.union([
  z.object({
    product: z.string().min(1),
    chemicalType: z.string().min(1),
    activity: z.number().min(0).max(100).nullable(),
    applicationArea: z.string().min(1),
  }),
  z.object({ product: z.null() }).strict(),
]);

/** One of the nine static industry pages with its product tables. */
export const IndustryPageRecord = z.object({
  slug: z.enum(INDUSTRY_PAGE_SLUGS),
  name: z.string().min(1),
  industry: z.string().regex(/^[a-z0-9-]+$/),
  summary: z.string().min(1).max(200),
  about: z.array(z.string().min(1)).min(1),
  sections: z
    .array(z.object({ name: z.string().min(1), intro: z.string().min(1), rows: z.array(ProductRow).min(1) }))
    .min(1),
});

export type IndustryPageRecord = z.infer<typeof IndustryPageRecord>;

export const INDUSTRY_PAGES_FILE = "industries/industry-pages.json";

/**
 * content/industries/industry-pages.json, the nine static industry pages and their product tables
 * in one file: every page of the route table exactly once, each belonging to an industry that exists.
 */
export function readIndustryPages(contentDir: string): IndustryPageRecord[] {
  const file = path.join(contentDir, INDUSTRY_PAGES_FILE);
  const industries = new Set<string>(readIndustries(contentDir).map((industry) => industry.slug));
  return z
    .array(IndustryPageRecord)
    .superRefine((pages, ctx) => {
      for (const slug of INDUSTRY_PAGE_SLUGS) {
        if (pages.filter((page) => page.slug === slug).length !== 1) {
          ctx.addIssue({ code: "custom", message: `${slug} must appear exactly once` });
        }
      }
      for (const page of pages) {
        if (!industries.has(page.industry)) {
          ctx.addIssue({ code: "custom", message: `${page.slug}: unknown industry ${page.industry}` });
        }
      }
    })
    .parse(JSON.parse(fs.readFileSync(file, "utf8")));
}
