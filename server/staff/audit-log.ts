import { randomUUID } from "node:crypto";
import { AUDIT_RETENTION_YEARS, type AuditKind } from "#shared/staff/audit-kinds.ts";
import type { Db } from "../db/database.ts";

export type AuditEntry = {
  kind: AuditKind;
  /** Who acted; no id when the schedule acted for the person who scheduled it. */
  actor?: { id: string | null; email: string } | undefined;
  subject?: string | undefined;
  /** The client address; stored as its keyed hash. */
  address?: string | undefined;
  detail?: Record<string, string> | undefined;
};

/** The kinds that repeat at an attacker's pace, so that repeats add to one entry (decision 093). */
type RefusalKind = Extract<AuditKind, "sign-in-refused" | "password-reset-refused" | "access-refused">;

export type AuditRecord = {
  id: string;
  at: string;
  kind: string;
  actorEmail: string | null;
  subject: string | null;
  /** Keyed hash of the client address. */
  address: string | null;
  detail: Record<string, string>;
  /** Times it happened from `at` to `lastAt` (a repeated refusal), else 1. */
  count: number;
  lastAt: string | null;
};

export type AuditFilter = {
  /** E-mail of the person who acted, or whom it was about (erased: their pseudonym's entries). */
  person?: string | undefined;
  kind?: AuditKind | undefined;
  /** Days, YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

/** A repeated refusal's entry covers the UTC hour it started in. */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;

const AUDIT_PAGE_SIZE = 100;

/**
 * The append-only audit log: this module only ever inserts, reads, and (for the two-year
 * retention) deletes the oldest entries. Two updates aside: a repeated refusal counts on its
 * entry, and an erasure puts a pseudonym in place of the erased address (leads/personal-data.ts).
 * `keyOf` is the enquiries' keyed hash, which client addresses and pseudonyms are made with.
 */
export function createAuditLog(db: Db, keyOf: (value: string) => Promise<string>) {
  async function row(entry: AuditEntry, now: Date) {
    return {
      id: randomUUID(),
      at: now.toISOString(),
      kind: entry.kind,
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      subject: entry.subject ?? null,
      address: entry.address === undefined ? null : await keyOf(entry.address),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    };
  }

  /** What an erased address is called in the log: the same for every entry, and for no other address. */
  const pseudonymOf = async (email: string) =>
    `erased:${await keyOf(`person:${email.trim().toLowerCase()}`)}`;

  return {
    pseudonymOf,

    async record(entry: AuditEntry, now = new Date()): Promise<void> {
      await db
        .insertInto("staff_audit_log")
        .values(await row(entry, now))
        .execute();
    },

    /**
     * A refusal: the first of its kind for this person, subject and address in the hour is an entry,
     * the rest add to its count, in one statement, so concurrent refusals meet on the same entry.
     * The entry's detail is the first refusal's.
     */
    async refused(entry: AuditEntry & { kind: RefusalKind }, now = new Date()): Promise<void> {
      const values = await row(entry, now);
      const hour = Math.floor(now.getTime() / REPEAT_WINDOW_MS);
      const repeatKey = JSON.stringify([values.kind, values.actor_id, values.subject, values.address, hour]);
      await db
        .insertInto("staff_audit_log")
        .values({ ...values, repeat_key: repeatKey })
        .onConflict((conflict) =>
          conflict.column("repeat_key").doUpdateSet((eb) => ({
            count: eb("staff_audit_log.count", "+", 1),
            last_at: eb.ref("excluded.at"),
          })),
        )
        .execute();
    },

    /** Whether this person has an entry of one of these kinds about this subject since then. */
    async hasRecent(query: {
      actorId: string;
      subject: string;
      kinds: readonly AuditKind[];
      since: Date;
    }): Promise<boolean> {
      const row = await db
        .selectFrom("staff_audit_log")
        .select("id")
        .where("subject", "=", query.subject)
        .where("at", ">=", query.since.toISOString())
        .where("actor_id", "=", query.actorId)
        .where("kind", "in", query.kinds)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first, at most a page. */
    async list(filter: AuditFilter, page = 1): Promise<{ entries: AuditRecord[]; hasMore: boolean }> {
      const person = filter.person ?? "";
      const subjects = person ? [person, await pseudonymOf(person)] : [];
      const rows = await db
        .selectFrom("staff_audit_log")
        .selectAll()
        .$if(Boolean(person), (query) =>
          query.where((eb) => eb.or([eb("actor_email", "=", person), eb("subject", "in", subjects)])),
        )
        .$if(Boolean(filter.kind), (query) => query.where("kind", "=", filter.kind ?? ""))
        .$if(Boolean(filter.from), (query) => query.where("at", ">=", `${filter.from}T00:00:00.000Z`))
        .$if(Boolean(filter.to), (query) => query.where("at", "<=", `${filter.to}T23:59:59.999Z`))
        .orderBy("at", "desc")
        .orderBy("id")
        .limit(AUDIT_PAGE_SIZE + 1)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .execute();
      return {
        hasMore: rows.length > AUDIT_PAGE_SIZE,
        entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
          id: row.id,
          at: row.at,
          kind: row.kind,
          actorEmail: row.actor_email,
          subject: row.subject,
          address: row.address,
          detail: row.detail ? (JSON.parse(row.detail) as Record<string, string>) : {},
          count: Number(row.count),
          lastAt: row.last_at,
        })),
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** Deletes entries older than the retention period (run with the enquiries purge). */
export async function purgeExpiredAuditEntries(
  db: Db,
  { now, dryRun }: { now: Date; dryRun: boolean },
): Promise<{ cutoff: string; count: number }> {
  const cutoffDate = new Date(now);
  cutoffDate.setUTCFullYear(cutoffDate.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  const cutoff = cutoffDate.toISOString();
  if (dryRun) {
    const row = await db
      .selectFrom("staff_audit_log")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("at", "<", cutoff)
      .executeTakeFirstOrThrow();
    return { cutoff, count: Number(row.count) };
  }
  const result = await db.deleteFrom("staff_audit_log").where("at", "<", cutoff).executeTakeFirst();
  return { cutoff, count: Number(result.numDeletedRows) };
}
