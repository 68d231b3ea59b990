import type { Insertable, Selectable } from "kysely";
import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import type { Db } from "../db/database.ts";
import type { EnquirySourcesTable } from "./tables.ts";

/** References per query: well under both databases' bound on bound parameters. */
const CHUNK = 500;

/** Each part of a source and its column: one table read both ways. */
const COLUMNS = {
  landingPage: "landing_page",
  referrerDomain: "referrer_domain",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_term: "utm_term",
  utm_content: "utm_content",
} as const satisfies Record<keyof VisitSource, keyof EnquirySourcesTable>;

const PARTS = Object.keys(COLUMNS) as (keyof VisitSource)[];

/** A lead's source as its row of `enquiry_sources`. */
export function sourceRow(reference: string, source: VisitSource): Insertable<EnquirySourcesTable> {
  const row: Insertable<EnquirySourcesTable> = { reference };
  for (const part of PARTS) row[COLUMNS[part]] = source[part] ?? null;
  return row;
}

function visitSource(row: Selectable<EnquirySourcesTable>): VisitSource {
  const source: VisitSource = {};
  for (const part of PARTS) {
    const value = row[COLUMNS[part]];
    if (value !== null) source[part] = value;
  }
  return source;
}

/** Where each lead came from (decision 119), by reference; leads nothing is known of are left out. */
export async function visitSourcesOf(
  db: Db,
  references: readonly string[],
): Promise<Map<string, VisitSource>> {
  const sources = new Map<string, VisitSource>();
  for (let start = 0; start < references.length; start += CHUNK) {
    const rows = await db
      .selectFrom("enquiry_sources")
      .selectAll()
      .where("reference", "in", references.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) sources.set(row.reference, visitSource(row));
  }
  return sources;
}
