import { z } from "zod";
import { CASE_STUDY_SLUGS } from "../case-studies/case-study-slugs.ts";
import { INDUSTRY_SLUGS } from "../catalogue/facets.ts";
import { INDUSTRIES } from "../industries/industries.ts";
import type { EditorField, EditorValues } from "./editor-fields.ts";
import { paragraphsText, paragraphsValue, requiredText } from "./form-text.ts";
import { type EditorGroup, type SlotErrors, topLevelErrors } from "./slot-fields.ts";

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

const line = (message: string) => requiredText(message, 200);

const paragraphs = paragraphsText(CASE_STUDY_MESSAGES.paragraphs);

/** "Label: value" lines, as the Key figures box holds them. */
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

const CaseStudy = z.object({
  title: line(CASE_STUDY_MESSAGES.title),
  summary: line(CASE_STUDY_MESSAGES.summary),
  customer: line(CASE_STUDY_MESSAGES.customer),
  industry: z.enum(INDUSTRY_SLUGS, CASE_STUDY_MESSAGES.industry),
  challenge: paragraphs,
  solution: paragraphs,
  outcome: paragraphs,
  figures,
  related1: z.enum(CASE_STUDY_SLUGS, CASE_STUDY_MESSAGES.related),
  related2: z.enum(CASE_STUDY_SLUGS, CASE_STUDY_MESSAGES.related),
  related3: z.enum(CASE_STUDY_SLUGS, CASE_STUDY_MESSAGES.related),
  listed: z.boolean(),
});
type Related = z.infer<typeof CaseStudy>["related1"];
export type CaseStudyForm = Omit<z.infer<typeof CaseStudy>, (typeof RELATED_PLACES)[number]> & {
  related: Related[];
};

/** "a-star-performer" as "A star performer": the related stories' choices. */
const storyName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll("-", " ");

const paragraphsHint = "Leave a blank line between paragraphs.";

/** The three related stories, each chosen in its place: the page shows them in this order. */
const RELATED_PLACES = ["related1", "related2", "related3"] as const;

const FIELDS: EditorField[] = [
  { name: "title", label: CASE_STUDY_FIELD_LABELS.title, type: "text" },
  {
    name: "summary",
    label: CASE_STUDY_FIELD_LABELS.summary,
    type: "text",
    hint: "One sentence, for the list and search engines.",
  },
  { name: "customer", label: CASE_STUDY_FIELD_LABELS.customer, type: "text" },
  {
    name: "industry",
    label: CASE_STUDY_FIELD_LABELS.industry,
    type: "select",
    options: INDUSTRIES.map(({ slug, name }) => ({ value: slug, label: name })),
  },
  { name: "challenge", label: CASE_STUDY_FIELD_LABELS.challenge, type: "textarea", hint: paragraphsHint },
  { name: "solution", label: CASE_STUDY_FIELD_LABELS.solution, type: "textarea", hint: paragraphsHint },
  { name: "outcome", label: CASE_STUDY_FIELD_LABELS.outcome, type: "textarea", hint: paragraphsHint },
  {
    name: "figures",
    label: CASE_STUDY_FIELD_LABELS.figures,
    type: "textarea",
    hint: "Up to four, one a line: “Label: value”.",
  },
  ...RELATED_PLACES.map(
    (place): EditorField => ({
      name: place,
      label: `${CASE_STUDY_FIELD_LABELS.related}: ${place.slice(-1)}`,
      type: "select",
      placeholder: "Choose a story",
      options: CASE_STUDY_SLUGS.map((slug) => ({ value: slug, label: storyName(slug) })),
    }),
  ),
  { name: "listed", label: CASE_STUDY_FIELD_LABELS.listed, type: "checkbox" },
];

/** The case-study editor; the story's address is a page of the route table, so it is not edited. */
export const CASE_STUDY_EDITOR = {
  fields: FIELDS,
  groups: (): EditorGroup[] => [{ legend: null, fields: FIELDS }],
  values: (study: CaseStudyForm): EditorValues => ({
    title: study.title,
    summary: study.summary,
    customer: study.customer,
    industry: study.industry,
    challenge: paragraphsValue(study.challenge),
    solution: paragraphsValue(study.solution),
    outcome: paragraphsValue(study.outcome),
    figures: study.figures.map((figure) => `${figure.label}: ${figure.value}`).join("\n"),
    ...Object.fromEntries(RELATED_PLACES.map((place, index) => [place, study.related[index] ?? ""])),
    listed: study.listed,
  }),
  parse(values: EditorValues, slug: string): { fields: CaseStudyForm } | { errors: SlotErrors } {
    const errors: SlotErrors = {};
    const study = CaseStudy.safeParse(values);
    if (!study.success) {
      topLevelErrors(study.error, errors);
      return { errors };
    }
    const { related1, related2, related3, ...fields } = study.data;
    const related = [related1, related2, related3];
    related.forEach((story, index) => {
      if (story === slug || related.indexOf(story) !== index)
        errors[`related${index + 1}`] = CASE_STUDY_MESSAGES.related;
    });
    if (Object.keys(errors).length > 0) return { errors };
    return { fields: { ...fields, related } };
  },
};
