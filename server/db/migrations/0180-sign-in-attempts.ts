import type { Kysely } from "kysely";

/**
 * Sign-in attempts are counted before they are checked (issue 30, decision 090): each row names the
 * attempt that took it, so an attempt that turns out to succeed, or is refused, takes back its own.
 * Rows stored before were failures already, and stay counted (no attempt of theirs is in flight).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_sign_in_failures").addColumn("attempt", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_sign_in_failures").dropColumn("attempt").execute();
}
