import type { Kysely } from "kysely";

/**
 * When a visitor's confirmation mail is refused for good (the receiving server answers 5xx for
 * the address), the job is closed rather than retried forever; the team notification never is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiry_outbox").addColumn("given_up_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiry_outbox").dropColumn("given_up_at").execute();
}
