import { z } from "zod";

/** An industry's editable fields, labelled as its page at /industries/<slug> presents them (issue 15). */
export const INDUSTRY_FIELD_LABELS = {
  summary: "Summary",
  about: "About",
  sections: "How we help",
} as const;
export type IndustryField = keyof typeof INDUSTRY_FIELD_LABELS;

export const INDUSTRY_MESSAGES = {
  summary: "Enter the one-line summary (up to 200 characters).",
  about: "Enter the About text.",
  sectionName: "Give every section a name (up to 120 characters).",
  sectionDetail: "Give every section its text.",
  sections: "Keep at least one section.",
} as const;

/** The industry editor's form: the name and address are fixed (the menu and the finder use them). */
export const IndustryFormSchema = z.object({
  summary: z.string().trim().min(1, INDUSTRY_MESSAGES.summary).max(200, INDUSTRY_MESSAGES.summary),
  about: z.string().trim().min(1, INDUSTRY_MESSAGES.about).max(20_000, INDUSTRY_MESSAGES.about),
  sections: z
    .array(
      z.object({
        name: z.string().trim().min(1, INDUSTRY_MESSAGES.sectionName).max(120, INDUSTRY_MESSAGES.sectionName),
        detail: z
          .string()
          .trim()
          .min(1, INDUSTRY_MESSAGES.sectionDetail)
          .max(20_000, INDUSTRY_MESSAGES.sectionDetail),
      }),
    )
    .min(1, INDUSTRY_MESSAGES.sections),
});
export type IndustryForm = z.infer<typeof IndustryFormSchema>;
