import type { Selectable } from "kysely";
import { ENQUIRY_FORMS, type EnquiryType } from "#shared/enquiries/forms.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Db } from "../db/database.ts";
import { type ProductLine, productLinesOf, productLineText } from "./product-lines.ts";
import type { EnquiriesTable } from "./tables.ts";

export type EnquiryExportFilter = {
  /** Only enquiries received on or after this day (UTC), `YYYY-MM-DD`. */
  since?: string;
  type?: EnquiryType;
  language?: Locale;
};

export type ExportedEnquiry = {
  reference: string;
  type: string;
  status: string;
  createdAt: string;
  sourcePage: string | null;
  /** The visitor's language, `en`, `de`, `fr` or `es`. */
  language: string;
  marketingConsentText: string | null;
  marketingConsentAt: string | null;
  fields: Record<string, string>;
  /** The sample basket's products, in the visitor's order; empty for other enquiries. */
  products: ProductLine[];
};

/** Stored enquiries, oldest first, for the sales team's export. */
export async function readEnquiries(db: Db, filter: EnquiryExportFilter = {}): Promise<ExportedEnquiry[]> {
  let query = db.selectFrom("enquiries").selectAll().orderBy("created_at").orderBy("reference");
  if (filter.since) query = query.where("created_at", ">=", `${filter.since}T00:00:00.000Z`);
  if (filter.type) query = query.where("type", "=", filter.type);
  if (filter.language) query = query.where("language", "=", filter.language);
  const rows = await query.execute();
  const products = await productLinesOf(
    db,
    rows.map((row) => row.reference),
  );
  return rows.map((row) => exportedEnquiry(row, products.get(row.reference)));
}

/** One stored enquiry as the exports show it. */
export function exportedEnquiry(
  row: Selectable<EnquiriesTable>,
  products: ProductLine[] = [],
): ExportedEnquiry {
  return {
    reference: row.reference,
    type: row.type,
    status: row.status,
    createdAt: row.created_at,
    sourcePage: row.source_page,
    language: row.language,
    marketingConsentText: row.marketing_consent_text,
    marketingConsentAt: row.marketing_consent_at,
    fields: JSON.parse(row.fields) as Record<string, string>,
    products,
  };
}

/** Every form field once, in the order the forms show them. */
const FIELD_COLUMNS = [
  ...new Set(Object.values(ENQUIRY_FORMS).flatMap((form) => form.fields.map((f) => f.name))),
];

const FIXED_COLUMNS = [
  "reference",
  "type",
  "status",
  "created_at",
  "source_page",
  "language",
  "marketing_consent_text",
  "marketing_consent_at",
] as const;

/** The basket's products in one cell, one line a product. */
const PRODUCTS_COLUMN = "products";

/**
 * RFC 4180 CSV, one row per enquiry and one column per form field, then the sample basket's
 * products in one cell, safe to open in a spreadsheet.
 */
export function enquiriesToCsv(enquiries: ExportedEnquiry[]): string {
  const lines = [[...FIXED_COLUMNS, ...FIELD_COLUMNS, PRODUCTS_COLUMN].map(csvCell).join(",")];
  for (const enquiry of enquiries) {
    const fixed = [
      enquiry.reference,
      enquiry.type,
      enquiry.status,
      enquiry.createdAt,
      enquiry.sourcePage,
      enquiry.language,
      enquiry.marketingConsentText,
      enquiry.marketingConsentAt,
    ];
    const fields = FIELD_COLUMNS.map((name) => enquiry.fields[name]);
    const products = enquiry.products.map(productLineText).join("\n");
    lines.push([...fixed, ...fields, products].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * Visitors type these values, so a leading =, +, -, @, tab or carriage return must not make a
 * spreadsheet run them as a formula (OWASP CSV injection): such cells are prefixed with a quote.
 */
function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
