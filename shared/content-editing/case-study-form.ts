import { z } from "zod";
import { CASE_STUDY_SLUGS } from "../case-studies/case-study-slugs.ts";
import { INDUSTRY_SLUGS } from "../catalogue/facets.ts";

/** A case study's editable fields, labelled as its page presents them (issue 15). */
export const CASE_STUDY_FIELD_LABELS = {
  title: "Title",
  summary: "Summary",
  customer: "Customer",
  industry: "Industry",
  challenge: "Challenge",
  solution: "Solution",
  outcome: "Outcome",
  figures: "Key figures",
  related: "Related stories",
  listed: "On the case studies list",
} as const;
export type CaseStudyField = keyof typeof CASE_STUDY_FIELD_LABELS;

export const CASE_STUDY_MESSAGES = {
  title: "Enter the title (up to 200 characters).",
  summary: "Enter the one-sentence summary (up to 200 characters).",
  customer: "Describe the customer (up to 200 characters).",
  industry: "Choose the industry.",
  paragraphs: "Write at least one paragraph; leave a blank line between paragraphs.",
  figures: "Give up to four key figures, one a line as “label: value”.",
  related: "Choose three other case studies as related stories.",
} as const;

const line = (message: string) => z.string().trim().min(1, message).max(200, message);

/** Paragraphs as a text box holds them: separated by blank lines. */
const paragraphs = z
  .string()
  .transform((text) =>
    text
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).min(1, CASE_STUDY_MESSAGES.paragraphs));

/** "Label: value" lines, as the editor's Key figures box holds them. */
const figures = z
  .string()
  .transform((text) => text.split(/\r?\n/).filter((row) => row.trim() !== ""))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[^:]+:\s*\S/, CASE_STUDY_MESSAGES.figures)
          .transform((row) => {
            const at = row.indexOf(":");
            return { label: row.slice(0, at).trim(), value: row.slice(at + 1).trim() };
          }),
      )
      .max(4, CASE_STUDY_MESSAGES.figures),
  );

/** The case-study editor's form as posted; the address is fixed by the route table. */
export const CaseStudyFormSchema = z.object({
  title: line(CASE_STUDY_MESSAGES.title),
  summary: line(CASE_STUDY_MESSAGES.summary),
  customer: line(CASE_STUDY_MESSAGES.customer),
  industry: z.enum(INDUSTRY_SLUGS, CASE_STUDY_MESSAGES.industry),
  challenge: paragraphs,
  solution: paragraphs,
  outcome: paragraphs,
  figures,
  related: z
    .array(z.enum(CASE_STUDY_SLUGS, CASE_STUDY_MESSAGES.related))
    .length(3, CASE_STUDY_MESSAGES.related),
  listed: z.boolean(),
});
export type CaseStudyForm = z.infer<typeof CaseStudyFormSchema>;
