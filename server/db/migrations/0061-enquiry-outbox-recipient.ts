import type { Kysely } from "kysely";

/**
 * A job may name its own recipient: the mail telling a member of staff a lead was assigned to them
 * goes to that person's address, taken when the lead was assigned. Team and visitor mails leave it null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiry_outbox").addColumn("recipient", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiry_outbox").dropColumn("recipient").execute();
}
