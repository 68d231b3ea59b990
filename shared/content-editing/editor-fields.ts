import type { UploadKind } from "../uploads/upload-rules.ts";
import { slugWords } from "./slug.ts";

/**
 * A content editor's fields, declared once per kind: the console draws them and reads them back from
 * the posted form with these descriptors, so a kind's editor is its field list and its zod schema.
 */
export type EditorField =
  | {
      name: string;
      label: string;
      type: "text" | "date" | "number" | "url" | "email" | "textarea" | "rich";
      hint?: string;
      /** The id of a `<datalist>` on the page whose values the field suggests (a one-line field). */
      suggestions?: string;
      /** A slug's source field: in a new item the slug follows it until the person types a slug. */
      follows?: string;
      /** The unit a number is given in ("%"): typed after the number, it is dropped. */
      unit?: "%";
    }
  | {
      name: string;
      label: string;
      type: "select" | "checkboxes";
      hint?: string;
      options: readonly { value: string; label: string }[];
      /** A select's first, empty choice ("Choose a category"). */
      placeholder?: string;
    }
  | { name: string; label: string; type: "checkbox"; hint?: string }
  | {
      name: string;
      label: string;
      /** An uploaded file's path under the file base, picked from the uploads or uploaded on the spot. */
      type: "file";
      accept: UploadKind;
      hint?: string;
      /** Whether the item may go without one ("No image"). */
      optional?: boolean;
      /** The field the upload's alt text fills when it is empty (an image's). */
      altField?: string;
    };

/** One field's value as the form holds it: text, a set of ticked options, or a tick. */
export type EditorValue = string | string[] | boolean;
export type EditorValues = { [name: string]: EditorValue };

/** The id of a field's control, which the error summary links to. */
export const editorFieldId = (name: string) => `field-${name}`;

/**
 * What a person typed, as the field means it (issue 31): one-line text without the spaces around it,
 * a slug as a slug ("FG 200" is `fg-200`), a number without its unit or a decimal comma ("12,5 %"
 * is 12.5). The schema then judges what is left; long text and rich text stay as typed.
 */
function forgiven(field: EditorField, value: string): string {
  if (field.type === "textarea" || field.type === "rich") return value;
  const trimmed = value.trim();
  if (!("follows" in field || "unit" in field)) return trimmed;
  if (field.follows && trimmed) return slugWords(trimmed).join("-");
  if (field.unit) return trimmed.replace(/\s*%$/, "").replace(/^(\d+),(\d+)$/, "$1.$2");
  return trimmed;
}

/** The posted form read back field by field: absent text is "", an unticked box is false. */
export function editorValues(fields: readonly EditorField[], form: FormData): EditorValues {
  const text = (field: EditorField) => {
    const value = form.get(field.name);
    return typeof value === "string" ? forgiven(field, value) : "";
  };
  return Object.fromEntries(
    fields.map((field) => {
      if (field.type === "checkboxes") {
        return [field.name, form.getAll(field.name).filter((value) => typeof value === "string")];
      }
      if (field.type === "checkbox") return [field.name, form.get(field.name) === "on"];
      return [field.name, text(field)];
    }),
  );
}

/** A stored record's values as its editor shows them, where its fields carry the same names. */
export function recordEditorValues(fields: readonly EditorField[], record: object): EditorValues {
  const stored = record as { readonly [name: string]: unknown };
  return Object.fromEntries(
    fields.map((field) => {
      const value = stored[field.name];
      if (field.type === "checkboxes") return [field.name, Array.isArray(value) ? value.map(String) : []];
      if (field.type === "checkbox") return [field.name, value === true];
      return [field.name, value === null || value === undefined ? "" : String(value)];
    }),
  );
}
