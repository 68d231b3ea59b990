import { z } from "zod";
import type { EditorField } from "./editor-fields.ts";
import { imagePathField } from "./image-path.ts";

/** A category's editable fields, labelled as the finder, the menu and the home page present them (issue 15). */
export const CATEGORY_FIELD_LABELS = {
  name: "Name",
  slug: "Short name",
  parentId: "Group",
  summary: "Description",
  menuLabel: "Name in the menu",
  image: "Image",
  order: "Order",
} as const;
export type CategoryField = keyof typeof CATEGORY_FIELD_LABELS;

export const CATEGORY_MESSAGES = {
  name: "Enter the name (up to 80 characters).",
  slug: "Give the short name as lower-case words joined by hyphens, e.g. foam-control-agents.",
  parentId: "Choose the group it belongs to, or none for a group of its own.",
  summary: "Enter the description (up to 500 characters).",
  menuLabel: "Keep the name in the menu under 40 characters, or leave it empty to leave it out of the menu.",
  image: "Give the image as its path under the file base, e.g. categories/foam-control-agents.svg.",
  order: "Give the order as a whole number from 0, or leave it empty to sort by name.",
  inUse: "This category still holds products or categories: move them first.",
} as const satisfies Record<CategoryField | "inUse", string>;

const optionalText = (value: string) => value || undefined;

/** The category editor's form as posted; empty optional fields are left out of the record. */
export const CategoryFormSchema = z.object({
  name: z.string().trim().min(1, CATEGORY_MESSAGES.name).max(80, CATEGORY_MESSAGES.name),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, CATEGORY_MESSAGES.slug)
    .max(80, CATEGORY_MESSAGES.slug),
  parentId: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{0,8})$/, CATEGORY_MESSAGES.parentId)
    .transform((value) => (value ? Number(value) : null)),
  summary: z.string().trim().min(1, CATEGORY_MESSAGES.summary).max(500, CATEGORY_MESSAGES.summary),
  menuLabel: z.string().trim().max(40, CATEGORY_MESSAGES.menuLabel).transform(optionalText),
  image: imagePathField(CATEGORY_MESSAGES.image).transform(optionalText),
  order: z
    .string()
    .trim()
    .regex(/^(|\d{1,4})$/, CATEGORY_MESSAGES.order)
    .transform((value) => (value ? Number(value) : undefined)),
});

/** The category editor's fields; the groups are the top-level categories a category may sit under. */
export function categoryEditorFields(groups: readonly { id: number; name: string }[]) {
  return [
    { name: "name", label: CATEGORY_FIELD_LABELS.name, type: "text" },
    {
      name: "parentId",
      label: CATEGORY_FIELD_LABELS.parentId,
      type: "select",
      placeholder: "None: a group of its own",
      options: groups.map((group) => ({ value: String(group.id), label: group.name })),
    },
    {
      name: "summary",
      label: CATEGORY_FIELD_LABELS.summary,
      type: "textarea",
      hint: "Shown under the name on its page.",
    },
    {
      name: "menuLabel",
      label: CATEGORY_FIELD_LABELS.menuLabel,
      type: "text",
      hint: "Its link in the Products menu; empty to leave it out of the menu.",
    },
    {
      name: "order",
      label: CATEGORY_FIELD_LABELS.order,
      type: "number",
      hint: "Its place among its group's categories (0 first); empty to sort it by name.",
    },
    {
      name: "image",
      label: CATEGORY_FIELD_LABELS.image,
      type: "file",
      accept: "image",
      optional: true,
      hint: "Its picture on the home page; none: the site's own drawing named after its short name.",
    },
    {
      name: "slug",
      label: CATEGORY_FIELD_LABELS.slug,
      type: "text",
      follows: "name",
      hint: "Lower-case words joined by hyphens; names the site's own drawing of it.",
    },
  ] as const satisfies readonly (EditorField & { name: CategoryField })[];
}
