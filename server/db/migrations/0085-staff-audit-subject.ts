import type { Kysely } from "kysely";

/**
 * A lead's page asks for the latest audit entry about it before it logs a view (decision 033);
 * this index keeps that a lookup, not a scan of two years of entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("staff_audit_log_subject")
    .on("staff_audit_log")
    .columns(["subject", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("staff_audit_log_subject").execute();
}
