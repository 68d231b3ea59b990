import { z } from "zod";
import {
  CERTIFICATION_SLUGS,
  CHEMISTRY_SLUGS,
  FACETS,
  FORM_SLUGS,
  FUNCTION_SLUGS,
  INDUSTRY_SLUGS,
} from "../catalogue/facets.ts";
import type { EditorField, EditorValues } from "./editor-fields.ts";

/**
 * A product's editable fields, labelled as the product page and the finder present them (issue 15).
 * The facet lists use the finder's facet labels.
 */
export const PRODUCT_FIELD_LABELS = {
  name: "Name",
  slug: "Address",
  categoryId: "Category",
  chemicalType: "Chemical type",
  activityPercent: "Activity",
  applicationArea: "Application area",
  description: "Description",
  properties: "Typical properties",
  industries: "Industry",
  functions: "Function",
  chemistry: "Chemistry",
  form: "Form",
  certifications: "Certification",
  active: "On the website",
} as const;
export type ProductField = keyof typeof PRODUCT_FIELD_LABELS;

export const PRODUCT_MESSAGES = {
  name: "Enter the name (up to 80 characters).",
  slug: "Give the address as lower-case words joined by hyphens, e.g. fenfoam-s-120.",
  slugTaken: "Another product already has this address.",
  categoryId: "Choose a category.",
  chemicalType: "Enter the chemical type.",
  activityPercent:
    "Give the activity as a percentage from 0 to 100, or leave it empty where it does not apply.",
  applicationArea: "Enter the application area.",
  description: "Enter the description (up to 2,000 characters).",
  properties: "Write each property on its own line as Label: value, e.g. pH: 6.5–7.5.",
  industries: "Choose at least one industry.",
  functions: "Choose at least one function.",
  chemistry: "Choose at least one chemistry.",
  form: "Choose a form.",
  certifications: "Choose certifications from the list.",
  active: "",
} as const satisfies Record<ProductField | "slugTaken", string>;

/** "pH: 6.5–7.5" lines as label/value pairs; a line without both halves is an error. */
function parseProperties(text: string, context: z.RefinementCtx): [string, string][] {
  const pairs: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const colon = line.indexOf(":");
    const label = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (colon < 0 || !label || !value) {
      context.addIssue({ code: "custom", message: PRODUCT_MESSAGES.properties });
      return z.NEVER;
    }
    pairs.push([label, value]);
  }
  return pairs;
}

/** Typical properties as the editor shows them: one "Label: value" line each. */
export function propertiesText(properties: readonly (readonly [string, string])[]): string {
  return properties.map(([label, value]) => `${label}: ${value}`).join("\n");
}

const text = (message: string, max = 200) => z.string().trim().min(1, message).max(max, message);
const slugs = <T extends string>(values: readonly [T, ...T[]], message: string, min = 1) =>
  z
    .array(z.enum(values, { message }))
    .min(min, message)
    .transform((list) => [...new Set(list)]);

/**
 * The product editor's form as posted (checkbox groups as lists, each certification's reference in
 * `certificationReferences`), made into the fields of a record of content/catalogue/products.json.
 */
export const ProductFormSchema = z
  .object({
    name: text(PRODUCT_MESSAGES.name, 80),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, PRODUCT_MESSAGES.slug)
      .max(100, PRODUCT_MESSAGES.slug),
    categoryId: z.coerce
      .number({ message: PRODUCT_MESSAGES.categoryId })
      .int()
      .positive(PRODUCT_MESSAGES.categoryId),
    chemicalType: text(PRODUCT_MESSAGES.chemicalType),
    activityPercent: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{1,3}(\.\d+)?$/.test(value), PRODUCT_MESSAGES.activityPercent)
      .transform((value) => (value === "" ? null : Number(value)))
      .refine((value) => value === null || value <= 100, PRODUCT_MESSAGES.activityPercent),
    applicationArea: text(PRODUCT_MESSAGES.applicationArea),
    description: text(PRODUCT_MESSAGES.description, 2_000),
    properties: z.string().max(5_000, PRODUCT_MESSAGES.properties).transform(parseProperties),
    industries: slugs(INDUSTRY_SLUGS, PRODUCT_MESSAGES.industries),
    functions: slugs(FUNCTION_SLUGS, PRODUCT_MESSAGES.functions),
    chemistry: slugs(CHEMISTRY_SLUGS, PRODUCT_MESSAGES.chemistry),
    form: z.enum(FORM_SLUGS, { message: PRODUCT_MESSAGES.form }),
    certifications: slugs(CERTIFICATION_SLUGS, PRODUCT_MESSAGES.certifications, 0),
    certificationReferences: z.record(z.string(), z.string().trim().max(100)),
    active: z.boolean(),
  })
  .transform(({ certificationReferences, ...form }) => ({
    ...form,
    certifications: form.certifications.map((status) => {
      const reference = certificationReferences[status];
      return reference ? { status, reference } : { status };
    }),
  }));

const facetOptions = (key: string) =>
  (FACETS.find((facet) => facet.key === key)?.values ?? []).map((value) => ({
    value: value.slug,
    label: value.label,
  }));

/** The field holding a certification's reference, beside its tick. */
export const certificationReferenceField = (slug: string) => `reference-${slug}`;

/**
 * The product editor's fields in the product page's order; the categories are the catalogue's.
 * Each certification's optional reference is a field of its own.
 */
export function productEditorFields(categories: readonly { id: number; name: string }[]) {
  const label = PRODUCT_FIELD_LABELS;
  return [
    { name: "name", label: label.name, type: "text" },
    {
      name: "slug",
      label: label.slug,
      type: "text",
      follows: "name",
      hint: "The product page's address: /products/ followed by this. Changing it redirects the old address.",
    },
    {
      name: "categoryId",
      label: label.categoryId,
      type: "select",
      placeholder: "Choose a category",
      options: categories.map((category) => ({ value: String(category.id), label: category.name })),
    },
    { name: "chemicalType", label: label.chemicalType, type: "text" },
    {
      name: "activityPercent",
      label: label.activityPercent,
      type: "text",
      unit: "%",
      hint: "Active content in percent; empty where it does not apply.",
    },
    { name: "applicationArea", label: label.applicationArea, type: "text" },
    {
      name: "description",
      label: label.description,
      type: "textarea",
      hint: "Plain text, as the product page and the datasheet print it.",
    },
    {
      name: "properties",
      label: label.properties,
      type: "textarea",
      hint: "One per line as Label: value, e.g. pH: 6.5–7.5.",
    },
    { name: "industries", label: label.industries, type: "checkboxes", options: facetOptions("industry") },
    { name: "functions", label: label.functions, type: "checkboxes", options: facetOptions("function") },
    { name: "chemistry", label: label.chemistry, type: "checkboxes", options: facetOptions("chemistry") },
    {
      name: "form",
      label: label.form,
      type: "select",
      placeholder: "Choose a form",
      options: facetOptions("form"),
    },
    {
      name: "certifications",
      label: label.certifications,
      type: "checkboxes",
      options: facetOptions("cert"),
    },
    ...CERTIFICATION_SLUGS.map(
      (slug): EditorField => ({
        name: certificationReferenceField(slug),
        label: "Certificate reference (optional)",
        type: "text",
      }),
    ),
    { name: "active", label: label.active, type: "checkbox" },
  ] as const satisfies readonly EditorField[];
}

/** The posted values as ProductFormSchema reads them: the references gathered by certification. */
export function productFormInput(values: EditorValues): unknown {
  return {
    ...values,
    certificationReferences: Object.fromEntries(
      CERTIFICATION_SLUGS.map((slug) => [slug, values[certificationReferenceField(slug)] ?? ""]),
    ),
  };
}
