import writeXlsxFile from "write-excel-file/node";
import { type ExportedEnquiry, formulaSafe } from "./export.ts";
import { EXPORT_COLUMNS } from "./export-columns.ts";

/**
 * The CSV's columns as an Excel workbook (one sheet, bold headings, the heading row frozen).
 * Every cell is a string cell, so nothing a visitor typed is read as a formula, a date or a number
 * (a phone number keeps its leading zero); values are made formula-safe as in the CSV all the same,
 * since a CSV saved from the sheet would otherwise carry them.
 */
export async function enquiriesToXlsx(enquiries: ExportedEnquiry[]): Promise<Buffer> {
  const header = EXPORT_COLUMNS.map((column) => ({ value: column.label, fontWeight: "bold" as const }));
  const rows = enquiries.map((enquiry) =>
    EXPORT_COLUMNS.map((column) => ({ type: String, value: formulaSafe(column.value(enquiry)) })),
  );
  return writeXlsxFile([header, ...rows], { sheet: "Leads", stickyRowsCount: 1 }).toBuffer();
}
