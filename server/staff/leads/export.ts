import type { LeadFilter } from "#shared/staff/leads/filter.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { enquiriesToCsv, exportedEnquiry } from "../../enquiries/export.ts";
import { productLinesOf } from "../../enquiries/product-lines.ts";
import { leadStatus, leadWhere } from "./lead-columns.ts";
import { leadRows } from "./lead-store.ts";

export type LeadExportFormat = "csv" | "json";

export const LEAD_EXPORT_TYPES: Record<LeadExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

/**
 * Every lead the inbox's filters select (all pages), newest first, in the format of
 * `npm run enquiries:export` and through its exporter; `status` is the lead's workflow status.
 */
export async function exportLeads(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page">,
  format: LeadExportFormat,
): Promise<string> {
  const rows = await leadRows(database)
    .selectAll("e")
    .select(leadStatus.as("lead_status"))
    .where(leadWhere(database.dialect, filter))
    .orderBy("e.created_at", "desc")
    .orderBy("e.reference", "desc")
    .execute();
  const products = await productLinesOf(
    database.db,
    rows.map((row) => row.reference),
  );
  const enquiries = rows.map(({ lead_status, ...row }) => ({
    ...exportedEnquiry(row, products.get(row.reference)),
    status: lead_status,
  }));
  return format === "csv" ? enquiriesToCsv(enquiries) : `${JSON.stringify(enquiries, null, 2)}\n`;
}
