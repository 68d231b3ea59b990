import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { DatabaseHandle, Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { OutboxKind, StaffMailKind } from "./store.ts";

/** Failed sends are retried with doubling delays, never further apart than this. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export type OutboxJob = {
  id: string;
  /** Null for a mail that belongs to no enquiry (a `StaffMailKind`). */
  enquiryReference: string | null;
  kind: OutboxKind;
  /** Failed attempts before this one. */
  attempts: number;
  /** The job's own recipient, for kinds whose recipient is not derived from the enquiry. */
  recipient: string | null;
};

export type OutboxOptions = {
  /** Delay after the first failure; each further failure doubles it. */
  retryBaseMs: number;
  /** How long a claimed job stays reserved for its worker. */
  leaseMs: number;
};

/** The wait before the next attempt after `failures` failed ones (1, 2, …). */
export function retryDelay(failures: number, baseMs: number): number {
  const doubled = baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 32);
  return Math.min(doubled, Math.max(baseMs, MAX_RETRY_DELAY_MS));
}

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

/** Unsent, not abandoned, due, and not reserved by a live lease. */
function claimable(at: string) {
  return (eb: ExpressionBuilder<Database, "enquiry_outbox">) =>
    eb.and([
      eb("sent_at", "is", null),
      eb("given_up_at", "is", null),
      eb("next_attempt_at", "<=", at),
      eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", at)]),
    ]);
}

/**
 * The mail jobs written with each enquiry (transactional outbox). Workers on any number of
 * instances claim one job at a time under a lease, so a job is in one worker's hands at a time;
 * a worker that dies loses its lease when it runs out and the job is taken up again.
 * Times are ISO-8601 UTC strings, compared as text on both databases.
 */
export function createOutbox(database: DatabaseHandle, options: OutboxOptions) {
  const { db } = database;

  function release(job: OutboxJob, owner: string) {
    return db
      .updateTable("enquiry_outbox")
      .where("id", "=", job.id)
      .where("lease_owner", "=", owner)
      .where("sent_at", "is", null);
  }

  return {
    /**
     * Reserves the job due longest for `owner`, if any. One conditional UPDATE: it changes the row
     * only while the lease is still free, so of two workers racing for a job exactly one gets it.
     * On PostgreSQL `SKIP LOCKED` lets a racing worker move on to the next job instead of waiting;
     * SQLite runs one writer at a time, which gives the same guarantee.
     */
    async claim(owner: string, now: Date): Promise<OutboxJob | undefined> {
      const at = now.toISOString();
      const candidate = db
        .selectFrom("enquiry_outbox")
        .select("id")
        .where(claimable(at))
        .orderBy("next_attempt_at")
        .limit(1)
        .$if(database.dialect === "postgres", (query) => query.forUpdate().skipLocked());
      const row = await db
        .updateTable("enquiry_outbox")
        .set({ lease_owner: owner, lease_until: new Date(now.getTime() + options.leaseMs).toISOString() })
        .where("id", "=", candidate)
        .where(claimable(at))
        .returning(["id", "enquiry_reference", "kind", "attempts", "recipient"])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        enquiryReference: row.enquiry_reference,
        kind: row.kind as OutboxKind,
        attempts: Number(row.attempts),
        recipient: row.recipient,
      };
    },

    /**
     * The SMTP server accepted the mail. Recorded even if the lease ran out meanwhile: the mail
     * is gone, and marking it keeps a worker that took the job over from sending it again.
     */
    async markSent(job: OutboxJob, now: Date): Promise<void> {
      await db
        .updateTable("enquiry_outbox")
        .set({ sent_at: now.toISOString(), lease_owner: null, lease_until: null, last_error: null })
        .where("id", "=", job.id)
        .where("sent_at", "is", null)
        .execute();
    },

    /** A failed attempt: the job is due again after the back-off, for any worker. */
    async markFailed(job: OutboxJob, owner: string, error: string, now: Date): Promise<Date> {
      const failures = job.attempts + 1;
      const next = new Date(now.getTime() + retryDelay(failures, options.retryBaseMs));
      await release(job, owner)
        .set({
          attempts: failures,
          next_attempt_at: next.toISOString(),
          last_error: error.slice(0, 1000),
          lease_owner: null,
          lease_until: null,
        })
        .execute();
      return next;
    },

    /** A refusal that retrying cannot change: the job is closed with its reason. */
    async giveUp(job: OutboxJob, owner: string, error: string, now: Date): Promise<void> {
      await release(job, owner)
        .set({
          attempts: job.attempts + 1,
          given_up_at: now.toISOString(),
          last_error: error.slice(0, 1000),
          lease_owner: null,
          lease_until: null,
        })
        .execute();
    },

    /** Mails not yet accepted by the SMTP server (waiting, retrying or being sent). */
    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom("enquiry_outbox")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("sent_at", "is", null)
        .where("given_up_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
