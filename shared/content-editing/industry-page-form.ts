import { z } from "zod";
import { INDUSTRY_SLUGS } from "../catalogue/facets.ts";
import { INDUSTRIES } from "../industries/industries.ts";
import type { EditorField, EditorValues } from "./editor-fields.ts";
import { paragraphsText, paragraphsValue, requiredText } from "./form-text.ts";
import {
  allSlotFields,
  type EditorGroup,
  filledSlots,
  parseSlots,
  type SlotErrors,
  type SlotList,
  slotFields,
  slotsToDraw,
  slotValues,
  topLevelErrors,
} from "./slot-fields.ts";

/** An industry page's editable fields, labelled as the page presents them (issue 15). */
export const INDUSTRY_PAGE_FIELD_LABELS = {
  name: "Name",
  summary: "Summary",
  industry: "Industry",
  about: "About",
  sections: "Products",
} as const;
export type IndustryPageField = keyof typeof INDUSTRY_PAGE_FIELD_LABELS;

/** What a product row's Product says for a placeholder row, which the page shows as TBA. */
const TBA = "TBA";

/** The id of the page's list of catalogue product names, which the Product fields suggest. */
export const CATALOGUE_PRODUCTS_LIST = "catalogue-products";

export const INDUSTRY_PAGE_MESSAGES = {
  name: "Enter the name (up to 120 characters).",
  summary: "Enter the one-sentence summary (up to 200 characters).",
  industry: "Choose the industry the page belongs to.",
  about: "Write at least one paragraph; leave a blank line between paragraphs.",
  sectionName: "Give the table a heading (up to 120 characters).",
  sectionIntro: "Give the table its introduction.",
  sections: "Keep at least one table.",
  rows: "Keep at least one row in every table.",
  product: `Choose a product of the catalogue, or write ${TBA} for a placeholder row.`,
  chemicalType: "Enter the product's chemical type.",
  activity: "Give the activity as a percentage from 0 to 100, or leave it empty where it does not apply.",
  applicationArea: "Enter the product's application area.",
} as const;

/**
 * A row as posted: TBA makes a placeholder row; otherwise it names a product of the catalogue
 * (`products`) and gives every column but Activity.
 */
const rowSchema = (products: ReadonlySet<string>) =>
  z
    .object({
      product: z.string().trim().max(80, INDUSTRY_PAGE_MESSAGES.product),
      chemicalType: z.string().trim().max(200, INDUSTRY_PAGE_MESSAGES.chemicalType),
      activity: z.string().trim(),
      applicationArea: z.string().trim().max(200, INDUSTRY_PAGE_MESSAGES.applicationArea),
    })
    .transform((row, context) => {
      if (row.product.toUpperCase() === TBA) return { product: null };
      const issue = (path: string, message: string) =>
        context.addIssue({ code: "custom", path: [path], message });
      if (!products.has(row.product)) issue("product", INDUSTRY_PAGE_MESSAGES.product);
      if (row.chemicalType === "") issue("chemicalType", INDUSTRY_PAGE_MESSAGES.chemicalType);
      if (row.applicationArea === "") issue("applicationArea", INDUSTRY_PAGE_MESSAGES.applicationArea);
      const activity = row.activity === "" ? null : Number(row.activity);
      if (activity !== null && !(Number.isFinite(activity) && activity >= 0 && activity <= 100)) {
        issue("activity", INDUSTRY_PAGE_MESSAGES.activity);
      }
      return {
        product: row.product,
        chemicalType: row.chemicalType,
        activity,
        applicationArea: row.applicationArea,
      };
    });
type Row = z.infer<ReturnType<typeof rowSchema>>;

const Table = z.object({
  name: requiredText(INDUSTRY_PAGE_MESSAGES.sectionName, 120),
  intro: requiredText(INDUSTRY_PAGE_MESSAGES.sectionIntro, 2000),
});

const Page = z.object({
  name: requiredText(INDUSTRY_PAGE_MESSAGES.name, 120),
  summary: requiredText(INDUSTRY_PAGE_MESSAGES.summary, 200),
  industry: z.enum(INDUSTRY_SLUGS, INDUSTRY_PAGE_MESSAGES.industry),
  about: paragraphsText(INDUSTRY_PAGE_MESSAGES.about),
});

/** What the editor edits of an industry page; its address is a page of the route table. */
export type IndustryPageForm = z.infer<typeof Page> & {
  sections: (z.infer<typeof Table> & { rows: Row[] })[];
};

/** A page as stored: its industry is checked against the industries when the content files are read. */
type StoredPage = Omit<IndustryPageForm, "industry"> & { industry: string };

const FIELDS: EditorField[] = [
  { name: "name", label: INDUSTRY_PAGE_FIELD_LABELS.name, type: "text" },
  {
    name: "summary",
    label: INDUSTRY_PAGE_FIELD_LABELS.summary,
    type: "text",
    hint: "The line under the page's heading.",
  },
  {
    name: "industry",
    label: INDUSTRY_PAGE_FIELD_LABELS.industry,
    type: "select",
    hint: "Its picture and its “See also” link.",
    options: INDUSTRIES.map(({ slug, name }) => ({ value: slug, label: name })),
  },
  {
    name: "about",
    label: INDUSTRY_PAGE_FIELD_LABELS.about,
    type: "textarea",
    hint: "Leave a blank line between paragraphs.",
  },
];

const TABLES: SlotList = {
  list: "sections",
  max: 8,
  parts: [
    { name: "name", label: "Heading", type: "text" },
    { name: "intro", label: "Introduction", type: "textarea" },
  ],
};

/** The product table's columns, as the page heads them. */
const rowsOf = (table: number): SlotList => ({
  list: `sections.${table}.rows`,
  max: 12,
  parts: [
    {
      name: "product",
      label: "Product",
      type: "text",
      hint: `A product of the catalogue, or ${TBA}.`,
      suggestions: CATALOGUE_PRODUCTS_LIST,
    },
    { name: "chemicalType", label: "Chemical Type", type: "text" },
    { name: "activity", label: "Activity (%)", type: "text" },
    { name: "applicationArea", label: "Application Area", type: "text" },
  ],
});

const rowValues = (row: Row): EditorValues =>
  row.product === null
    ? { product: TBA }
    : {
        product: row.product,
        chemicalType: row.chemicalType,
        activity: row.activity === null ? "" : String(row.activity),
        applicationArea: row.applicationArea,
      };

/** The industry-page editor: the page's fields, then each product table with its rows. */
export const INDUSTRY_PAGE_EDITOR = {
  fields: [
    ...FIELDS,
    ...allSlotFields(TABLES),
    ...Array.from({ length: TABLES.max }, (_, table) => allSlotFields(rowsOf(table))).flat(),
  ],
  groups(page: StoredPage): EditorGroup[] {
    const tables = slotsToDraw(TABLES, page.sections.length, 1);
    return [
      { legend: null, fields: FIELDS },
      ...Array.from({ length: tables }, (_, table) => {
        const rows = slotsToDraw(rowsOf(table), page.sections[table]?.rows.length ?? 1);
        return [
          {
            legend: `${INDUSTRY_PAGE_FIELD_LABELS.sections}: table ${table + 1}`,
            fields: slotFields(TABLES, table),
          },
          ...Array.from({ length: rows }, (_, row) => ({
            legend: `Table ${table + 1}, row ${row + 1}`,
            fields: slotFields(rowsOf(table), row),
          })),
        ];
      }).flat(),
    ];
  },
  values: (page: StoredPage): EditorValues => ({
    name: page.name,
    summary: page.summary,
    industry: page.industry,
    about: paragraphsValue(page.about),
    ...slotValues(
      TABLES,
      page.sections.map(({ name, intro }) => ({ name, intro })),
    ),
    ...Object.assign(
      {},
      ...page.sections.map((section, table) => slotValues(rowsOf(table), section.rows.map(rowValues))),
    ),
  }),
  /** `products`: the catalogue's product names, which a row must name (or be TBA). */
  parse(
    values: EditorValues,
    products: ReadonlySet<string>,
  ): { fields: IndustryPageForm } | { errors: SlotErrors } {
    const errors: SlotErrors = {};
    const tableIndexes = [
      ...new Set([
        ...filledSlots(TABLES, values),
        ...Array.from({ length: TABLES.max }, (_, table) => table).filter(
          (table) => filledSlots(rowsOf(table), values).length > 0,
        ),
      ]),
    ].sort((a, b) => a - b);
    const sections = tableIndexes.flatMap((table) => {
      const rows = parseSlots(rowsOf(table), values, rowSchema(products), errors);
      if (filledSlots(rowsOf(table), values).length === 0) {
        errors[`sections.${table}.rows.0.product`] ??= INDUSTRY_PAGE_MESSAGES.rows;
      }
      const parsed = Table.safeParse({
        name: values[`sections.${table}.name`],
        intro: values[`sections.${table}.intro`],
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          errors[`sections.${table}.${String(issue.path[0])}`] ??= issue.message;
        return [];
      }
      return [{ ...parsed.data, rows }];
    });
    if (sections.length === 0) errors["sections.0.name"] ??= INDUSTRY_PAGE_MESSAGES.sections;
    const page = Page.safeParse(values);
    if (!page.success) topLevelErrors(page.error, errors);
    if (!page.success || Object.keys(errors).length > 0) return { errors };
    return { fields: { ...page.data, sections } };
  },
};
