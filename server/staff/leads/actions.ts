import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { canMoveLead, type LeadStatus } from "#shared/staff/leads/status.ts";
import type { LeadChange, LeadEvent } from "#shared/staff/leads/timeline.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { queueWebhookEvent } from "../../webhooks/event-queue.ts";
import { leadStatus } from "./lead-columns.ts";

/** What an action did: the timeline entry it wrote, or why it did nothing. */
export type LeadActionResult =
  | { ok: true; event: LeadEvent }
  /** `conflict`: someone else changed the lead meanwhile; reload and try again. */
  | { ok: false; error: "not-found" | "not-allowed" | "unchanged" | "conflict" };

type Tx = Transaction<Database>;

async function currentLead(tx: Tx, reference: string) {
  return tx
    .selectFrom("enquiries as e")
    .leftJoin("enquiry_leads as l", "l.reference", "e.reference")
    .select(["l.owner_id", leadStatus.as("status")])
    .where("e.reference", "=", reference)
    .executeTakeFirst();
}

/** Writes a change on the lead's timeline, and queues `lead.updated` for the endpoints that want it. */
export async function recordEvent(
  tx: Tx,
  reference: string,
  actorId: string,
  change: LeadChange,
  now: Date,
): Promise<LeadEvent> {
  const event: LeadEvent = { id: randomUUID(), reference, actorId, at: now.toISOString(), change };
  await tx
    .insertInto("lead_events")
    .values({
      id: event.id,
      reference,
      actor_id: actorId,
      kind: change.kind,
      detail: JSON.stringify(change),
      created_at: event.at,
    })
    .execute();
  await queueWebhookEvent(tx, "lead.updated", reference, now);
  return event;
}

/**
 * Moves a lead along the workflow (`LEAD_TRANSITIONS`). `from` is the status the person saw: if
 * the lead has moved on since, nothing changes (`conflict`). The write is conditional on the status
 * read as well, so of two people changing one lead at once, on any instances, one gets `conflict`.
 */
export async function changeLeadStatus(
  database: DatabaseHandle,
  input: { reference: string; from?: LeadStatus; to: LeadStatus; actorId: string; now: Date },
): Promise<LeadActionResult> {
  return database.db.transaction().execute(async (tx): Promise<LeadActionResult> => {
    const lead = await currentLead(tx, input.reference);
    if (!lead) return { ok: false, error: "not-found" };
    const from = lead.status as LeadStatus;
    if (input.from !== undefined && input.from !== from) return { ok: false, error: "conflict" };
    if (from === input.to) return { ok: false, error: "unchanged" };
    if (!canMoveLead(from, input.to)) return { ok: false, error: "not-allowed" };
    const updatedAt = input.now.toISOString();
    const written = await tx
      .insertInto("enquiry_leads")
      .values({ reference: input.reference, status: input.to, owner_id: null, updated_at: updatedAt })
      .onConflict((conflict) =>
        conflict
          .column("reference")
          .doUpdateSet({ status: input.to, updated_at: updatedAt })
          .where("enquiry_leads.status", "=", from),
      )
      .returning("reference")
      .executeTakeFirst();
    if (!written) return { ok: false, error: "conflict" };
    const event = await recordEvent(
      tx,
      input.reference,
      input.actorId,
      { kind: "status", from, to: input.to },
      input.now,
    );
    return { ok: true, event };
  });
}

/** A member of staff as the inbox needs them: who (for the lead) and where to mail them. */
export type LeadOwner = { id: string; email: string };

/**
 * Gives a lead to `owner` (null: to nobody). The new owner is mailed through the outbox, in the
 * same transaction, so the assignment and its mail stand or fall together.
 */
export async function assignLeadOwner(
  database: DatabaseHandle,
  input: { reference: string; owner: LeadOwner | null; actorId: string; now: Date },
): Promise<LeadActionResult> {
  return database.db.transaction().execute(async (tx): Promise<LeadActionResult> => {
    const lead = await currentLead(tx, input.reference);
    if (!lead) return { ok: false, error: "not-found" };
    const to = input.owner?.id ?? null;
    if (lead.owner_id === to) return { ok: false, error: "unchanged" };
    const at = input.now.toISOString();
    const written = await tx
      .insertInto("enquiry_leads")
      .values({ reference: input.reference, status: lead.status, owner_id: to, updated_at: at })
      .onConflict((conflict) =>
        conflict
          .column("reference")
          .doUpdateSet({ owner_id: to, updated_at: at })
          .where((eb) =>
            lead.owner_id === null
              ? eb("enquiry_leads.owner_id", "is", null)
              : eb("enquiry_leads.owner_id", "=", lead.owner_id),
          ),
      )
      .returning("reference")
      .executeTakeFirst();
    if (!written) return { ok: false, error: "conflict" };
    if (input.owner) {
      await tx
        .insertInto("enquiry_outbox")
        .values({
          id: randomUUID(),
          enquiry_reference: input.reference,
          kind: "owner",
          recipient: input.owner.email,
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
    }
    const event = await recordEvent(
      tx,
      input.reference,
      input.actorId,
      { kind: "owner", from: lead.owner_id, to },
      input.now,
    );
    return { ok: true, event };
  });
}

/** An internal note on a lead; `text` is checked with `LeadNoteTextSchema` by the caller. */
export async function addLeadNote(
  database: DatabaseHandle,
  input: { reference: string; text: string; authorId: string; now: Date },
): Promise<LeadActionResult> {
  return database.db.transaction().execute(async (tx): Promise<LeadActionResult> => {
    if (!(await currentLead(tx, input.reference))) return { ok: false, error: "not-found" };
    const noteId = randomUUID();
    await tx
      .insertInto("lead_notes")
      .values({
        id: noteId,
        reference: input.reference,
        author_id: input.authorId,
        text: input.text,
        created_at: input.now.toISOString(),
      })
      .execute();
    const event = await recordEvent(tx, input.reference, input.authorId, { kind: "note", noteId }, input.now);
    return { ok: true, event };
  });
}
