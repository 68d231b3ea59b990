import { randomUUID } from "node:crypto";
import type { LeadEvent } from "#shared/staff/leads/timeline.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { recordEvent } from "./actions.ts";

/** Who a reply is from: the name on the mail and the address answers go to. */
export type ReplySender = { name: string; email: string };

export type LeadReply = {
  id: string;
  reference: string;
  authorId: string;
  senderName: string;
  replyTo: string;
  recipient: string;
  subject: string;
  body: string;
  at: string;
};

/**
 * Queues a reply to the lead's sender and puts it on the timeline, in one transaction: the mail
 * (kind `reply`, written from this row when sent) goes exactly when the reply is recorded.
 * Undefined when the lead is unknown or has no address to reply to (erased, or never given).
 */
export async function sendLeadReply(
  database: DatabaseHandle,
  input: {
    reference: string;
    sender: ReplySender;
    subject: string;
    body: string;
    authorId: string;
    now: Date;
  },
): Promise<LeadEvent | undefined> {
  return database.db.transaction().execute(async (tx) => {
    const lead = await tx
      .selectFrom("enquiries")
      .select("email")
      .where("reference", "=", input.reference)
      .executeTakeFirst();
    if (!lead?.email) return undefined;
    const at = input.now.toISOString();
    const replyId = randomUUID();
    const outboxId = randomUUID();
    await tx
      .insertInto("enquiry_outbox")
      .values({
        id: outboxId,
        enquiry_reference: input.reference,
        kind: "reply",
        recipient: lead.email,
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
    await tx
      .insertInto("lead_replies")
      .values({
        id: replyId,
        reference: input.reference,
        outbox_id: outboxId,
        author_id: input.authorId,
        sender_name: input.sender.name,
        reply_to: input.sender.email,
        recipient: lead.email,
        subject: input.subject,
        body: input.body,
        created_at: at,
      })
      .execute();
    return recordEvent(tx, input.reference, input.authorId, { kind: "reply", replyId }, input.now);
  });
}

function toReply(row: {
  id: string;
  reference: string;
  author_id: string;
  sender_name: string;
  reply_to: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}): LeadReply {
  return {
    id: row.id,
    reference: row.reference,
    authorId: row.author_id,
    senderName: row.sender_name,
    replyTo: row.reply_to,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    at: row.created_at,
  };
}

/** A lead's replies with those of the leads merged into it, oldest first. */
export async function leadReplies(database: DatabaseHandle, reference: string): Promise<LeadReply[]> {
  const rows = await database.db
    .selectFrom("lead_replies")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("reference", "=", reference),
        eb(
          "reference",
          "in",
          eb
            .selectFrom("lead_merges")
            .select("lead_merges.reference")
            .where("into_reference", "=", reference),
        ),
      ]),
    )
    .orderBy("created_at")
    .execute();
  return rows.map(toReply);
}

/** The reply an outbox job sends, as written. */
export async function replyOfJob(database: DatabaseHandle, jobId: string): Promise<LeadReply | undefined> {
  const row = await database.db
    .selectFrom("lead_replies")
    .selectAll()
    .where("outbox_id", "=", jobId)
    .executeTakeFirst();
  return row ? toReply(row) : undefined;
}
