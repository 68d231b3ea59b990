import { z } from "zod";
import { dateMessage, isoDateField, UK_DATE_PATTERN } from "./date-field.ts";
import type { EditorField } from "./editor-fields.ts";
import { imagePathField } from "./image-path.ts";

/** A news item's editable fields, labelled as the news page presents them (issue 15). */
export const NEWS_FIELD_LABELS = {
  name: "Title",
  date: "Date",
  description: "Text",
  image: "Image",
  imageAlt: "Image alt text",
} as const;
export type NewsField = keyof typeof NEWS_FIELD_LABELS;

const NEWS_MESSAGES = {
  name: "Enter a title (up to 200 characters).",
  date: dateMessage(UK_DATE_PATTERN),
  description: "Enter the text.",
  image: "Pick an uploaded image, or upload one.",
  imageAlt: "Describe the picture for people who cannot see it (up to 300 characters).",
} as const satisfies Record<NewsField, string>;

/** The news editor's form as posted; an image given as its address under `/files/` is accepted too. */
export const NewsFormSchema = z
  .object({
    name: z.string().trim().min(1, NEWS_MESSAGES.name).max(200, NEWS_MESSAGES.name),
    date: isoDateField(NEWS_MESSAGES.date),
    description: z.string().trim().min(1, NEWS_MESSAGES.description).max(20_000, NEWS_MESSAGES.description),
    image: imagePathField(NEWS_MESSAGES.image).transform((value) => value || null),
    imageAlt: z.string().trim().max(300, NEWS_MESSAGES.imageAlt),
  })
  .superRefine((form, context) => {
    if (form.image && !form.imageAlt) {
      context.addIssue({ code: "custom", path: ["imageAlt"], message: NEWS_MESSAGES.imageAlt });
    }
  });

/** The news editor's fields, in the order the news page shows them. */
export const NEWS_EDITOR_FIELDS = [
  { name: "name", label: NEWS_FIELD_LABELS.name, type: "text" },
  { name: "date", label: NEWS_FIELD_LABELS.date, type: "date" },
  { name: "description", label: NEWS_FIELD_LABELS.description, type: "rich" },
  {
    name: "image",
    label: NEWS_FIELD_LABELS.image,
    type: "file",
    accept: "image",
    optional: true,
    altField: "imageAlt",
    hint: "Shown beside the text, in the sizes each screen needs.",
  },
  {
    name: "imageAlt",
    label: NEWS_FIELD_LABELS.imageAlt,
    type: "text",
    hint: "What the picture shows, for people who cannot see it.",
  },
] as const satisfies readonly (EditorField & { name: NewsField })[];
