import { randomUUID } from "node:crypto";
import type { DatabaseHandle, Db } from "../db/database.ts";
import { createLeasedJobs, type LeasedJob, type OutboxOptions } from "./leased-jobs.ts";
import type { OutboxKind, StaffMailKind } from "./store.ts";

export type OutboxJob = LeasedJob & {
  /** Null for a mail that belongs to no enquiry (a `StaffMailKind`). */
  enquiryReference: string | null;
  kind: OutboxKind;
  /** The job's own recipient, for kinds whose recipient is not derived from the enquiry. */
  recipient: string | null;
};

/**
 * Queues a mail to a member of staff, due now; `db` may be a transaction, so the mail is queued
 * exactly when what it tells of is stored. Its text (and any link's token) is made as it is sent.
 */
export async function queueStaffMail(
  db: Db,
  kind: StaffMailKind,
  recipient: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("enquiry_outbox")
    .values({
      id: randomUUID(),
      enquiry_reference: null,
      kind,
      recipient,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

/** The mail jobs written with each enquiry and each staff account change (transactional outbox). */
export function createOutbox(database: DatabaseHandle, options: OutboxOptions) {
  const jobs = createLeasedJobs(database, "enquiry_outbox", options);
  return {
    ...jobs,

    /** Reserves the mail due longest for `owner`, if any, with what it is about. */
    async claim(owner: string, now: Date): Promise<OutboxJob | undefined> {
      const job = await jobs.claim(owner, now);
      if (!job) return undefined;
      const row = await database.db
        .selectFrom("enquiry_outbox")
        .select(["enquiry_reference", "kind", "recipient"])
        .where("id", "=", job.id)
        .executeTakeFirstOrThrow();
      return {
        ...job,
        enquiryReference: row.enquiry_reference,
        kind: row.kind as OutboxKind,
        recipient: row.recipient,
      };
    },
  };
}
