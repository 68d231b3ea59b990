import { z } from "zod";
import type { EditorField, EditorValues } from "./editor-fields.ts";
import { requiredText } from "./form-text.ts";
import {
  allSlotFields,
  type EditorGroup,
  parseSlots,
  type SlotErrors,
  type SlotList,
  slotFields,
  slotsToDraw,
  slotValues,
  topLevelErrors,
} from "./slot-fields.ts";

/** An industry's editable fields, labelled as its page at /industries/<slug> presents them (issue 15). */
export const INDUSTRY_FIELD_LABELS = {
  summary: "Summary",
  about: "About",
  sections: "How we help",
} as const;
export type IndustryField = keyof typeof INDUSTRY_FIELD_LABELS;

const INDUSTRY_MESSAGES = {
  summary: "Enter the one-line summary (up to 200 characters).",
  about: "Enter the About text.",
  sectionName: "Give the section a heading (up to 120 characters).",
  sectionDetail: "Give the section its text.",
  sections: "Keep at least one section.",
} as const;

const Section = z.object({
  name: requiredText(INDUSTRY_MESSAGES.sectionName, 120),
  detail: requiredText(INDUSTRY_MESSAGES.sectionDetail, 20_000),
});

const Industry = z.object({
  summary: requiredText(INDUSTRY_MESSAGES.summary, 200),
  about: requiredText(INDUSTRY_MESSAGES.about, 20_000),
});

/** What the editor edits of an industry; its name and address are fixed (the menu and the finder use them). */
export type IndustryForm = z.infer<typeof Industry> & { sections: z.infer<typeof Section>[] };

const FIELDS: EditorField[] = [
  {
    name: "summary",
    label: INDUSTRY_FIELD_LABELS.summary,
    type: "text",
    hint: "The line under the page's heading and on the industries page.",
  },
  { name: "about", label: INDUSTRY_FIELD_LABELS.about, type: "rich" },
];

const SECTIONS: SlotList = {
  list: "sections",
  max: 8,
  parts: [
    { name: "name", label: "Heading", type: "text" },
    { name: "detail", label: "Text", type: "rich" },
  ],
};

/** The industry editor: its fields, drawn in groups, read back and checked. */
export const INDUSTRY_EDITOR = {
  fields: [...FIELDS, ...allSlotFields(SECTIONS)],
  groups(industry: IndustryForm): EditorGroup[] {
    const slots = slotsToDraw(SECTIONS, industry.sections.length);
    return [
      { legend: null, fields: FIELDS },
      ...Array.from({ length: slots }, (_, index) => ({
        legend: `${INDUSTRY_FIELD_LABELS.sections}: section ${index + 1}`,
        fields: slotFields(SECTIONS, index),
      })),
    ];
  },
  values: (industry: IndustryForm): EditorValues => ({
    summary: industry.summary,
    about: industry.about,
    ...slotValues(SECTIONS, industry.sections),
  }),
  parse(values: EditorValues): { fields: IndustryForm } | { errors: SlotErrors } {
    const errors: SlotErrors = {};
    const sections = parseSlots(SECTIONS, values, Section, errors);
    if (sections.length === 0) errors["sections.0.name"] ??= INDUSTRY_MESSAGES.sections;
    const industry = Industry.safeParse(values);
    if (!industry.success) topLevelErrors(industry.error, errors);
    if (!industry.success || Object.keys(errors).length > 0) return { errors };
    return { fields: { ...industry.data, sections } };
  },
};
