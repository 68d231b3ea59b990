import type { Kysely } from "kysely";

/**
 * Visitor confirmations asked for per address and UTC day, so the site mails any one address only
 * a few times a day however many enquiries name it, on every instance alike. The address is kept
 * only as a keyed hash; days before today are deleted as new ones are counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiry_confirmations")
    .addColumn("recipient_key", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("requested", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("enquiry_confirmations_pk", ["recipient_key", "day"])
    .execute();
  await db.schema
    .createIndex("enquiry_confirmations_day")
    .on("enquiry_confirmations")
    .column("day")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiry_confirmations").execute();
}
