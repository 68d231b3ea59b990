import { isHiddenStatus, type LeadStatus } from "#shared/staff/leads/status.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { recordEvent } from "./actions.ts";
import { leadStatus } from "./lead-columns.ts";

export type MergeResult = { ok: true } | { ok: false; error: "not-found" | "same" | "closed" };

/**
 * Merges the duplicate `from` into `into` (issue 32), in one transaction: `from` keeps its record
 * and timeline but becomes `merged` (out of the inbox's list and counts, worked no more), each
 * timeline says so, and `into`'s page shows `from`'s fields and timeline with its own. Neither
 * may be erased or merged already.
 */
export async function mergeLeads(
  database: DatabaseHandle,
  input: { into: string; from: string; actorId: string; now: Date },
): Promise<MergeResult> {
  if (input.into === input.from) return { ok: false, error: "same" };
  return database.db.transaction().execute(async (tx): Promise<MergeResult> => {
    const leads = await tx
      .selectFrom("enquiries as e")
      .leftJoin("enquiry_leads as l", "l.reference", "e.reference")
      .select(["e.reference", "l.owner_id", leadStatus.as("status")])
      .where("e.reference", "in", [input.into, input.from])
      .execute();
    if (leads.length !== 2) return { ok: false, error: "not-found" };
    if (leads.some((lead) => isHiddenStatus(lead.status as LeadStatus)))
      return { ok: false, error: "closed" };
    const from = leads.find((lead) => lead.reference === input.from);
    const at = input.now.toISOString();
    const written = await tx
      .insertInto("enquiry_leads")
      .values({ reference: input.from, status: "merged", owner_id: from?.owner_id ?? null, updated_at: at })
      .onConflict((conflict) =>
        conflict
          .column("reference")
          .doUpdateSet({ status: "merged", updated_at: at })
          .where("enquiry_leads.status", "=", from?.status ?? ""),
      )
      .returning("reference")
      .executeTakeFirst();
    if (!written) return { ok: false, error: "closed" };
    await tx
      .insertInto("lead_merges")
      .values({ reference: input.from, into_reference: input.into, merged_by: input.actorId, merged_at: at })
      .execute();
    await recordEvent(tx, input.from, input.actorId, { kind: "merged", into: input.into }, input.now);
    await recordEvent(tx, input.into, input.actorId, { kind: "merged-in", from: input.from }, input.now);
    return { ok: true };
  });
}

/** The leads merged into `reference`, oldest merge first, and the lead `reference` was merged into. */
export async function mergesOf(database: DatabaseHandle, reference: string) {
  const [mergedIn, mergedInto] = await Promise.all([
    database.db
      .selectFrom("lead_merges")
      .select("reference")
      .where("into_reference", "=", reference)
      .orderBy("merged_at")
      .execute(),
    database.db
      .selectFrom("lead_merges")
      .select("into_reference")
      .where("reference", "=", reference)
      .executeTakeFirst(),
  ]);
  return { mergedIn: mergedIn.map((row) => row.reference), mergedInto: mergedInto?.into_reference ?? null };
}
