import { randomUUID } from "node:crypto";
import { AUDIT_RETENTION_YEARS, type AuditKind } from "#shared/staff/audit-kinds.ts";
import type { Db } from "../db/database.ts";

export type AuditEntry = {
  kind: AuditKind;
  /** Who acted; no id when the schedule acted for the person who scheduled it. */
  actor?: { id: string | null; email: string } | undefined;
  subject?: string | undefined;
  address?: string | undefined;
  detail?: Record<string, string> | undefined;
};

export type AuditRecord = {
  id: string;
  at: string;
  kind: string;
  actorEmail: string | null;
  subject: string | null;
  address: string | null;
  detail: Record<string, string>;
};

export type AuditFilter = {
  /** E-mail of the person who acted, or whom it was about. */
  person?: string | undefined;
  kind?: AuditKind | undefined;
  /** Days, YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

const AUDIT_PAGE_SIZE = 100;

/**
 * The append-only audit log: this module only ever inserts, reads, and (for the two-year
 * retention) deletes the oldest entries; nothing updates one.
 */
export function createAuditLog(db: Db) {
  return {
    async record(entry: AuditEntry, now = new Date()): Promise<void> {
      await db
        .insertInto("staff_audit_log")
        .values({
          id: randomUUID(),
          at: now.toISOString(),
          kind: entry.kind,
          actor_id: entry.actor?.id ?? null,
          actor_email: entry.actor?.email ?? null,
          subject: entry.subject ?? null,
          address: entry.address ?? null,
          detail: entry.detail ? JSON.stringify(entry.detail) : null,
        })
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
      const rows = await db
        .selectFrom("staff_audit_log")
        .selectAll()
        .$if(Boolean(filter.person), (query) =>
          query.where((eb) =>
            eb.or([eb("actor_email", "=", filter.person ?? ""), eb("subject", "=", filter.person ?? "")]),
          ),
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
