import { z } from "zod";
import { INDUSTRY_SLUGS } from "../catalogue/facets.ts";

/** An industry page's editable fields, labelled as the page presents them (issue 15). */
export const INDUSTRY_PAGE_FIELD_LABELS = {
  name: "Name",
  summary: "Summary",
  industry: "Industry",
  about: "About",
  sections: "Products",
} as const;
export type IndustryPageField = keyof typeof INDUSTRY_PAGE_FIELD_LABELS;

/** The product table's columns, as the page heads them. */
export const PRODUCT_TABLE_COLUMNS = {
  product: "Product",
  chemicalType: "Chemical Type",
  activity: "Activity (%)",
  applicationArea: "Application Area",
} as const;

export const INDUSTRY_PAGE_MESSAGES = {
  name: "Enter the name (up to 120 characters).",
  summary: "Enter the one-sentence summary (up to 200 characters).",
  industry: "Choose the industry the page belongs to.",
  about: "Write at least one paragraph; leave a blank line between paragraphs.",
  sectionName: "Give every table a name (up to 120 characters).",
  sectionIntro: "Give every table its introduction.",
  sections: "Keep at least one table.",
  rows: "Keep at least one row in every table.",
  product: "Choose a product from the catalogue, or none for a row shown as TBA.",
  chemicalType: "Enter the chemical type of every product row.",
  activity: "Give the activity as a percentage from 0 to 100, or leave it empty where it does not apply.",
  applicationArea: "Enter the application area of every product row.",
} as const;

const text = (message: string, max: number) => z.string().trim().min(1, message).max(max, message);

/** A table row as posted: no product makes it a TBA placeholder; otherwise every column is given. */
const RowForm = z
  .object({
    product: z.string().trim().max(80, INDUSTRY_PAGE_MESSAGES.product),
    chemicalType: z.string().trim().max(200, INDUSTRY_PAGE_MESSAGES.chemicalType),
    activity: z.string().trim(),
    applicationArea: z.string().trim().max(200, INDUSTRY_PAGE_MESSAGES.applicationArea),
  })
  .transform((row, context) => {
    if (row.product === "") return { product: null };
    if (row.chemicalType === "") {
      context.addIssue({
        code: "custom",
        path: ["chemicalType"],
        message: INDUSTRY_PAGE_MESSAGES.chemicalType,
      });
    }
    if (row.applicationArea === "") {
      context.addIssue({
        code: "custom",
        path: ["applicationArea"],
        message: INDUSTRY_PAGE_MESSAGES.applicationArea,
      });
    }
    const activity = row.activity === "" ? null : Number(row.activity);
    if (activity !== null && !(Number.isFinite(activity) && activity >= 0 && activity <= 100)) {
      context.addIssue({ code: "custom", path: ["activity"], message: INDUSTRY_PAGE_MESSAGES.activity });
    }
    return {
      product: row.product,
      chemicalType: row.chemicalType,
      activity,
      applicationArea: row.applicationArea,
    };
  });

/** The industry-page editor's form; the page's address is fixed by the route table. */
export const IndustryPageFormSchema = z.object({
  name: text(INDUSTRY_PAGE_MESSAGES.name, 120),
  summary: text(INDUSTRY_PAGE_MESSAGES.summary, 200),
  industry: z.enum(INDUSTRY_SLUGS, INDUSTRY_PAGE_MESSAGES.industry),
  about: z
    .string()
    .transform((value) =>
      value
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, INDUSTRY_PAGE_MESSAGES.about)),
  sections: z
    .array(
      z.object({
        name: text(INDUSTRY_PAGE_MESSAGES.sectionName, 120),
        intro: text(INDUSTRY_PAGE_MESSAGES.sectionIntro, 2000),
        rows: z.array(RowForm).min(1, INDUSTRY_PAGE_MESSAGES.rows),
      }),
    )
    .min(1, INDUSTRY_PAGE_MESSAGES.sections),
});
export type IndustryPageForm = z.infer<typeof IndustryPageFormSchema>;
