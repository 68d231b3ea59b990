import type { LeadFilter } from "#shared/staff/leads/filter.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { type ExportedEnquiry, enquiriesToCsv, exportedEnquiry } from "../../enquiries/export.ts";
import { enquiriesToXlsx } from "../../enquiries/export-xlsx.ts";
import { leadExtrasOf } from "../../enquiries/lead-extras.ts";
import { productLinesOf } from "../../enquiries/product-lines.ts";
import { leadStatus, leadWhere } from "./lead-columns.ts";
import { leadRows } from "./lead-store.ts";

export const LEAD_EXPORT_FORMATS = ["csv", "xlsx", "json"] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];

export const LEAD_EXPORT_TYPES: Record<LeadExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json; charset=utf-8",
};

/**
 * Every lead the inbox's filters select (all pages), newest first, in the format of
 * `npm run enquiries:export` and through its exporter; `status` is the lead's workflow status.
 */
export async function exportLeads(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page">,
  format: "csv" | "json",
): Promise<string>;
export async function exportLeads(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page">,
  format: LeadExportFormat,
): Promise<string | Buffer>;
export async function exportLeads(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page">,
  format: LeadExportFormat,
): Promise<string | Buffer> {
  const enquiries = await filteredLeads(database, filter);
  if (format === "csv") return enquiriesToCsv(enquiries);
  if (format === "xlsx") return enquiriesToXlsx(enquiries);
  return `${JSON.stringify(enquiries, null, 2)}\n`;
}

async function filteredLeads(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page">,
): Promise<ExportedEnquiry[]> {
  const rows = await leadRows(database)
    .selectAll("e")
    .select(leadStatus.as("lead_status"))
    .where(leadWhere(database.dialect, filter))
    .orderBy("e.created_at", "desc")
    .orderBy("e.reference", "desc")
    .execute();
  const references = rows.map((row) => row.reference);
  const [products, extras] = await Promise.all([
    productLinesOf(database.db, references),
    leadExtrasOf(database.db, references),
  ]);
  return rows.map(({ lead_status, ...row }) => ({
    ...exportedEnquiry(row, products.get(row.reference), extras.get(row.reference)),
    status: lead_status,
  }));
}
