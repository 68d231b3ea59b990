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

/** A step refused inside a transaction: it rolls back, and the action answers with the reason. */
class Refusal extends Error {
  readonly error: Exclude<LeadActionResult, { ok: true }>["error"];
  constructor(error: Refusal["error"]) {
    super(error);
    this.error = error;
  }
}

/** A member of staff as the inbox needs them: who (for the lead) and where to mail them. */
export type LeadOwner = { id: string; email: string };

type Lead = NonNullable<Awaited<ReturnType<typeof currentLead>>>;

async function leadIn(tx: Tx, reference: string): Promise<Lead> {
  const lead = await currentLead(tx, reference);
  if (!lead) throw new Refusal("not-found");
  return lead;
}

/**
 * The status step: `from` is the status the person saw; if the lead has moved on since, nothing
 * changes (`conflict`). The write is conditional on the status read as well, so of two people
 * changing one lead at once, on any instances, one gets `conflict`.
 */
async function moveStatus(
  tx: Tx,
  lead: Lead,
  input: { reference: string; from?: LeadStatus | undefined; to: LeadStatus; actorId: string; now: Date },
): Promise<LeadEvent> {
  const from = lead.status as LeadStatus;
  if (input.from !== undefined && input.from !== from) throw new Refusal("conflict");
  if (from === input.to) throw new Refusal("unchanged");
  if (!canMoveLead(from, input.to)) throw new Refusal("not-allowed");
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
  if (!written) throw new Refusal("conflict");
  lead.status = input.to;
  return recordEvent(tx, input.reference, input.actorId, { kind: "status", from, to: input.to }, input.now);
}

/**
 * The owner step: the new owner is mailed through the outbox, in the same transaction, so the
 * assignment and its mail stand or fall together. `seen` is the owner the person saw, if known.
 */
async function giveOwner(
  tx: Tx,
  lead: Lead,
  input: { reference: string; owner: LeadOwner | null; seen?: string | null; actorId: string; now: Date },
): Promise<LeadEvent> {
  const to = input.owner?.id ?? null;
  if (input.seen !== undefined && input.seen !== lead.owner_id) throw new Refusal("conflict");
  if (lead.owner_id === to) throw new Refusal("unchanged");
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
  if (!written) throw new Refusal("conflict");
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
  const from = lead.owner_id;
  lead.owner_id = to;
  return recordEvent(tx, input.reference, input.actorId, { kind: "owner", from, to }, input.now);
}

/** The note step; `text` is checked with `LeadNoteTextSchema` by the caller. */
async function writeNote(
  tx: Tx,
  input: { reference: string; text: string; actorId: string; now: Date },
): Promise<LeadEvent> {
  const noteId = randomUUID();
  await tx
    .insertInto("lead_notes")
    .values({
      id: noteId,
      reference: input.reference,
      author_id: input.actorId,
      text: input.text,
      created_at: input.now.toISOString(),
    })
    .execute();
  return recordEvent(tx, input.reference, input.actorId, { kind: "note", noteId }, input.now);
}

/** Runs the steps in one transaction: all of them stand, or (one refused) none. */
async function inOneTransaction<T>(
  database: DatabaseHandle,
  steps: (tx: Tx) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: Refusal["error"] }> {
  try {
    return { ok: true, value: await database.db.transaction().execute(steps) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    throw error;
  }
}

async function single(
  database: DatabaseHandle,
  reference: string,
  step: (tx: Tx, lead: Lead) => Promise<LeadEvent>,
): Promise<LeadActionResult> {
  const done = await inOneTransaction(database, async (tx) => step(tx, await leadIn(tx, reference)));
  return done.ok ? { ok: true, event: done.value } : done;
}

/** Moves a lead along the workflow (`LEAD_TRANSITIONS`); see `moveStatus`. */
export function changeLeadStatus(
  database: DatabaseHandle,
  input: { reference: string; from?: LeadStatus; to: LeadStatus; actorId: string; now: Date },
): Promise<LeadActionResult> {
  return single(database, input.reference, (tx, lead) => moveStatus(tx, lead, input));
}

/** Gives a lead to `owner` (null: to nobody), mailing them; see `giveOwner`. */
export function assignLeadOwner(
  database: DatabaseHandle,
  input: { reference: string; owner: LeadOwner | null; actorId: string; now: Date },
): Promise<LeadActionResult> {
  return single(database, input.reference, (tx, lead) => giveOwner(tx, lead, input));
}

/** An internal note on a lead; `text` is checked with `LeadNoteTextSchema` by the caller. */
export function addLeadNote(
  database: DatabaseHandle,
  input: { reference: string; text: string; authorId: string; now: Date },
): Promise<LeadActionResult> {
  return single(database, input.reference, (tx) => writeNote(tx, { ...input, actorId: input.authorId }));
}

/** What the lead page's one form asks: each part left out is left as it is. */
export type LeadWork = {
  reference: string;
  status?: { from: LeadStatus; to: LeadStatus };
  owner?: { seen: string | null; to: LeadOwner | null };
  note?: string;
  actorId: string;
  now: Date;
};

/**
 * The lead page's one form (issue 32): a status, an owner and a note saved together, in one
 * transaction, each change on the timeline. A part that asks for what the lead already has is no
 * change; a form that changes nothing is `unchanged`. Someone else's change to a part this form
 * changes too is a `conflict`, and nothing is saved.
 */
export async function workOnLead(
  database: DatabaseHandle,
  work: LeadWork,
): Promise<{ ok: true; events: LeadEvent[] } | Exclude<LeadActionResult, { ok: true }>> {
  const { reference, actorId, now } = work;
  const done = await inOneTransaction(database, async (tx) => {
    const lead = await leadIn(tx, reference);
    const events: LeadEvent[] = [];
    if (work.status && work.status.to !== work.status.from) {
      events.push(await moveStatus(tx, lead, { reference, ...work.status, actorId, now }));
    }
    if (work.owner && (work.owner.to?.id ?? null) !== work.owner.seen) {
      events.push(
        await giveOwner(tx, lead, { reference, owner: work.owner.to, seen: work.owner.seen, actorId, now }),
      );
    }
    if (work.note) events.push(await writeNote(tx, { reference, text: work.note, actorId, now }));
    if (events.length === 0) throw new Refusal("unchanged");
    return events;
  });
  return done.ok ? { ok: true, events: done.value } : done;
}

/**
 * Gives a lead being stored to `owner` inside the transaction that stores it (the routing rules):
 * mailed through the outbox and on the timeline as `actorId`'s assignment, like any other.
 */
export function assignNewLead(
  tx: Tx,
  input: { reference: string; owner: LeadOwner; actorId: string; now: Date },
): Promise<LeadEvent> {
  return giveOwner(tx, { status: "new", owner_id: null }, input);
}
