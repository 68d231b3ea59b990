import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import type { Db } from "../db/database.ts";
import { visitSourcesOf } from "./visit-sources.ts";

/** What the sales team added to a lead, and where it came from, that the exports show beside its fields. */
export type LeadExtras = { owner: string | null; lastNote: string | null; source: VisitSource | null };

/** References per query: well under both databases' bound on bound parameters. */
const CHUNK = 500;

/** Each lead's owner (name and address), newest note and source, by reference; leads with none are left out. */
export async function leadExtrasOf(db: Db, references: readonly string[]): Promise<Map<string, LeadExtras>> {
  const extras = new Map<string, LeadExtras>();
  const of = (reference: string) => {
    const known = extras.get(reference) ?? { owner: null, lastNote: null, source: null };
    extras.set(reference, known);
    return known;
  };
  for (let start = 0; start < references.length; start += CHUNK) {
    const chunk = references.slice(start, start + CHUNK);
    const owners = await db
      .selectFrom("enquiry_leads as l")
      .innerJoin("staff_users as u", "u.id", "l.owner_id")
      .select(["l.reference", "u.name", "u.email"])
      .where("l.reference", "in", chunk)
      .execute();
    for (const row of owners) of(row.reference).owner = row.name ? `${row.name} <${row.email}>` : row.email;
    // Oldest first, so the newest note of each lead is the one left standing.
    const notes = await db
      .selectFrom("lead_notes")
      .select(["reference", "text"])
      .where("reference", "in", chunk)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    for (const row of notes) of(row.reference).lastNote = row.text;
  }
  for (const [reference, source] of await visitSourcesOf(db, references)) of(reference).source = source;
  return extras;
}
