import { z } from "zod";
import { dateMessage, isoDateField, UK_DATE_PATTERN } from "./date-field.ts";
import type { EditorField } from "./editor-fields.ts";
import { slugWords } from "./slug.ts";

/** A press release's editable fields, labelled as the press-release list presents them (issue 15). */
export const PRESS_RELEASE_FIELD_LABELS = {
  name: "Title",
  date: "Date",
  pdf: "PDF",
} as const;
export type PressReleaseField = keyof typeof PRESS_RELEASE_FIELD_LABELS;

export const PRESS_RELEASE_MESSAGES = {
  name: "Enter a title (up to 200 characters).",
  date: dateMessage(UK_DATE_PATTERN),
  pdf: "Upload the release's PDF, or pick an uploaded PDF from the files.",
} as const satisfies Record<PressReleaseField, string>;

/** An uploaded PDF under the file base (decision 045): the only file a release edited in the console links. */
export const PRESS_RELEASE_UPLOAD = /^uploads\/[0-9a-f]{32}\.pdf$/;

/** The press-release editor's form as posted; the PDF may be given as its address under `/files/`. */
export const PressReleaseFormSchema = z.object({
  name: z.string().trim().min(1, PRESS_RELEASE_MESSAGES.name).max(200, PRESS_RELEASE_MESSAGES.name),
  date: isoDateField(PRESS_RELEASE_MESSAGES.date),
  pdf: z
    .string()
    .trim()
    .transform((value) => value.replace(/^\/files\//, ""))
    .refine((value) => PRESS_RELEASE_UPLOAD.test(value), PRESS_RELEASE_MESSAGES.pdf),
});
export type PressReleaseForm = z.infer<typeof PressReleaseFormSchema>;

/**
 * The slug a new release gets: its month and the first words of its title, as the sample's
 * (`2026-10-silicone-emulsion-capacity`). It names no address of a release with an uploaded PDF.
 */
export function pressReleaseSlug(form: Pick<PressReleaseForm, "date" | "name">): string {
  return [form.date.slice(0, 7), ...slugWords(form.name).slice(0, 6)].join("-");
}

/** The press-release editor's fields, in the order the press-release list shows them. */
export const PRESS_RELEASE_EDITOR_FIELDS = [
  { name: "name", label: PRESS_RELEASE_FIELD_LABELS.name, type: "text" },
  { name: "date", label: PRESS_RELEASE_FIELD_LABELS.date, type: "date" },
  {
    name: "pdf",
    label: PRESS_RELEASE_FIELD_LABELS.pdf,
    type: "file",
    accept: "pdf",
    hint: "The file the list's “View PDF” opens.",
  },
] as const satisfies readonly (EditorField & { name: PressReleaseField })[];
