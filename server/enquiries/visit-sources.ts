import type { Selectable } from "kysely";
import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import type { Db } from "../db/database.ts";
import type { EnquirySourcesTable } from "./tables.ts";

/** References per query: well under both databases' bound on bound parameters. */
const CHUNK = 500;

function visitSource(row: Selectable<EnquirySourcesTable>): VisitSource {
  const source: VisitSource = {
    landingPage: row.landing_page ?? undefined,
    referrerDomain: row.referrer_domain ?? undefined,
    utm_source: row.utm_source ?? undefined,
    utm_medium: row.utm_medium ?? undefined,
    utm_campaign: row.utm_campaign ?? undefined,
    utm_term: row.utm_term ?? undefined,
    utm_content: row.utm_content ?? undefined,
  };
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
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
