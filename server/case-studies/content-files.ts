import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CASE_STUDY_SLUGS } from "#shared/case-studies/case-study-slugs.ts";
import { INDUSTRY_SLUGS } from "#shared/catalogue/facets.ts";
import { readIndustries } from "../company/content-files.ts";

const Paragraphs = z.array(z.string().min(1)).min(1);

/** One case study: a page of the route table with three related stories that are other case studies. */
export const CaseStudyRecord = z
  .object({
    slug: z.enum(CASE_STUDY_SLUGS),
    listed: z.boolean(),
    title: z.string().min(1),
    summary: z.string().min(1).max(200),
    customer: z.string().min(1),
    industry: z.enum(INDUSTRY_SLUGS),
    challenge: Paragraphs,
    solution: Paragraphs,
    outcome: Paragraphs,
    figures: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).max(4),
    related: z.array(z.enum(CASE_STUDY_SLUGS)).length(3),
  })
  .refine(
    (study) => !study.related.includes(study.slug) && new Set(study.related).size === study.related.length,
    { path: ["related"], message: "related stories must be three others" },
  );

export type CaseStudyRecord = z.infer<typeof CaseStudyRecord>;

export const CASE_STUDIES_FILE = "case-studies/case-studies.json";

/**
 * content/case-studies/case-studies.json in list order: every page of the route table exactly once,
 * three related stories that are other case studies, and an industry that exists.
 */
export function readCaseStudies(contentDir: string): CaseStudyRecord[] {
  const file = path.join(contentDir, CASE_STUDIES_FILE);
  const industries = new Set(readIndustries(contentDir).map((industry) => industry.slug));
  return z
    .array(CaseStudyRecord)
    .superRefine((studies, ctx) => {
      const slugs = studies.map((study) => study.slug);
      for (const slug of CASE_STUDY_SLUGS) {
        if (slugs.filter((other) => other === slug).length !== 1) {
          ctx.addIssue({ code: "custom", message: `${slug} must appear exactly once` });
        }
      }
      for (const study of studies) {
        if (!industries.has(study.industry)) {
          ctx.addIssue({ code: "custom", message: `${study.slug}: unknown industry ${study.industry}` });
        }
      }
    })
    .parse(JSON.parse(fs.readFileSync(file, "utf8")));
}
