import type { Selectable } from "kysely";
import type { EnquiryType } from "#shared/enquiries/forms.ts";
import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Db } from "../db/database.ts";
import { EXPORT_COLUMNS } from "./export-columns.ts";
import { type LeadExtras, leadExtrasOf } from "./lead-extras.ts";
import { type ProductLine, productLinesOf } from "./product-lines.ts";
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
  /** The owner's name and address, or null while nobody owns the lead. */
  owner: string | null;
  /** The newest internal note's text. */
  lastNote: string | null;
  /** Where the visit came from (decision 119); null when nothing is known. */
  source: VisitSource | null;
};

/** Stored enquiries, oldest first, for the sales team's export. */
export async function readEnquiries(db: Db, filter: EnquiryExportFilter = {}): Promise<ExportedEnquiry[]> {
  let query = db.selectFrom("enquiries").selectAll().orderBy("created_at").orderBy("reference");
  if (filter.since) query = query.where("created_at", ">=", `${filter.since}T00:00:00.000Z`);
  if (filter.type) query = query.where("type", "=", filter.type);
  if (filter.language) query = query.where("language", "=", filter.language);
  const rows = await query.execute();
  const references = rows.map((row) => row.reference);
  const [products, extras] = await Promise.all([
    productLinesOf(db, references),
    leadExtrasOf(db, references),
  ]);
  return rows.map((row) => exportedEnquiry(row, products.get(row.reference), extras.get(row.reference)));
}

/** One stored enquiry as the exports show it. */
export function exportedEnquiry(
  row: Selectable<EnquiriesTable>,
  products: ProductLine[] = [],
  extras: LeadExtras = { owner: null, lastNote: null, source: null },
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
    ...extras,
  };
}

/**
 * RFC 4180 CSV with the labelled columns of `EXPORT_COLUMNS`, safe to open in a spreadsheet. It
 * starts with a UTF-8 byte-order mark: without one Excel reads the file as Windows-1252 and shows
 * "Jürgen Müller" as "JÃ¼rgen MÃ¼ller".
 */
export function enquiriesToCsv(enquiries: ExportedEnquiry[]): string {
  const lines = [EXPORT_COLUMNS.map((column) => csvCell(column.label)).join(",")];
  for (const enquiry of enquiries) {
    lines.push(EXPORT_COLUMNS.map((column) => csvCell(column.value(enquiry))).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * Visitors type these values, so a leading =, +, -, @, tab or carriage return must not make a
 * spreadsheet run them as a formula (OWASP CSV injection): such cells are prefixed with a quote.
 */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  const text = formulaSafe(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
