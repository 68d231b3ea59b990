import type { ExpressionBuilder } from "kysely";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

/** Failed attempts are retried with doubling delays, never further apart than this. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** The outboxes: the mails (`enquiry_outbox`) and the webhook deliveries; both have the lease columns. */
export type OutboxTable = "enquiry_outbox" | "webhook_deliveries";

/** A job in a worker's hands: its row and the failed attempts before this one. */
export type LeasedJob = { id: string; attempts: number };

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

/** Unsent, not abandoned, due, and not reserved by a live lease. */
function claimable(at: string) {
  return (eb: ExpressionBuilder<Database, OutboxTable>) =>
    eb.and([
      eb("sent_at", "is", null),
      eb("given_up_at", "is", null),
      eb("next_attempt_at", "<=", at),
      eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", at)]),
    ]);
}

/**
 * The jobs of a transactional outbox, written with what they tell of. Workers on any number of
 * instances claim one job at a time under a lease, so a job is in one worker's hands at a time;
 * a worker that dies loses its lease when it runs out and the job is taken up again.
 * Times are ISO-8601 UTC strings, compared as text on both databases.
 */
export function createLeasedJobs(database: DatabaseHandle, table: OutboxTable, options: OutboxOptions) {
  const { db } = database;

  function release(job: LeasedJob, owner: string) {
    return db
      .updateTable(table)
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
    async claim(owner: string, now: Date): Promise<LeasedJob | undefined> {
      const at = now.toISOString();
      const candidate = db
        .selectFrom(table)
        .select("id")
        .where(claimable(at))
        .orderBy("next_attempt_at")
        .limit(1)
        .$if(database.dialect === "postgres", (query) => query.forUpdate().skipLocked());
      const row = await db
        .updateTable(table)
        .set({ lease_owner: owner, lease_until: new Date(now.getTime() + options.leaseMs).toISOString() })
        .where("id", "=", candidate)
        .where(claimable(at))
        .returning(["id", "attempts"])
        .executeTakeFirst();
      return row ? { id: row.id, attempts: Number(row.attempts) } : undefined;
    },

    /**
     * The job was done (the SMTP server took the mail, the endpoint answered 2xx). Recorded even if
     * the lease ran out meanwhile: marking it keeps a worker that took the job over from repeating it.
     * `note` says why a job was done without being sent (a HubSpot push of an erased lead).
     */
    async markSent(job: LeasedJob, now: Date, note?: string): Promise<void> {
      await db
        .updateTable(table)
        .set({ sent_at: now.toISOString(), lease_owner: null, lease_until: null, last_error: note ?? null })
        .where("id", "=", job.id)
        .where("sent_at", "is", null)
        .execute();
    },

    /** A failed attempt: the job is due again after the back-off, for any worker. */
    async markFailed(job: LeasedJob, owner: string, error: string, now: Date): Promise<Date> {
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
    async giveUp(job: LeasedJob, owner: string, error: string, now: Date): Promise<void> {
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

    /** Jobs not yet done (waiting, retrying or in hand). */
    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("sent_at", "is", null)
        .where("given_up_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
