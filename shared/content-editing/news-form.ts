import { z } from "zod";
import type { EditorField } from "./editor-fields.ts";

/** A news item's editable fields, labelled as the news page presents them (issue 15). */
export const NEWS_FIELD_LABELS = {
  name: "Title",
  date: "Date",
  description: "Text",
  image: "Image",
  imageAlt: "Image alt text",
} as const;
export type NewsField = keyof typeof NEWS_FIELD_LABELS;

export const NEWS_MESSAGES = {
  name: "Enter a title (up to 200 characters).",
  date: "Enter the date as YYYY-MM-DD, e.g. 2026-11-25.",
  description: "Enter the text.",
  image: "Give the image as its path under the file base, e.g. media/news/pilot-reactor.svg.",
  imageAlt: "Describe the picture for people who cannot see it (up to 300 characters).",
} as const satisfies Record<NewsField, string>;

/** A picture under the file base: folders and a file name with an image extension, nothing that climbs out. */
const IMAGE_PATH = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,250}\.(?:svg|png|jpe?g|webp|avif)$/i;

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The news editor's form as posted; an image given as its address under `/files/` is accepted too. */
export const NewsFormSchema = z
  .object({
    name: z.string().trim().min(1, NEWS_MESSAGES.name).max(200, NEWS_MESSAGES.name),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, NEWS_MESSAGES.date)
      .refine(isRealDate, NEWS_MESSAGES.date),
    description: z.string().trim().min(1, NEWS_MESSAGES.description).max(20_000, NEWS_MESSAGES.description),
    image: z
      .string()
      .trim()
      .transform((value) => value.replace(/^\/files\//, ""))
      .refine((value) => value === "" || IMAGE_PATH.test(value), NEWS_MESSAGES.image)
      .transform((value) => value || null),
    imageAlt: z.string().trim().max(300, NEWS_MESSAGES.imageAlt),
  })
  .superRefine((form, context) => {
    if (form.image && !form.imageAlt) {
      context.addIssue({ code: "custom", path: ["imageAlt"], message: NEWS_MESSAGES.imageAlt });
    }
  });
export type NewsForm = z.infer<typeof NewsFormSchema>;

/** The news editor's fields, in the order the news page shows them. */
export const NEWS_EDITOR_FIELDS = [
  { name: "name", label: NEWS_FIELD_LABELS.name, type: "text" },
  { name: "date", label: NEWS_FIELD_LABELS.date, type: "date" },
  { name: "description", label: NEWS_FIELD_LABELS.description, type: "rich" },
  {
    name: "image",
    label: NEWS_FIELD_LABELS.image,
    type: "text",
    hint: "Path under the file base, e.g. media/news/pilot-reactor.svg; empty for none.",
  },
  {
    name: "imageAlt",
    label: NEWS_FIELD_LABELS.imageAlt,
    type: "text",
    hint: "What the picture shows, for people who cannot see it.",
  },
] as const satisfies readonly (EditorField & { name: NewsField })[];
