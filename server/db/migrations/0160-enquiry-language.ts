import type { Kysely } from "kysely";

/**
 * The visitor's language with each enquiry (issue 17, decision 062): the language of the page the
 * form was sent from. Every lead stored before had only English pages to come from, hence the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("enquiries")
    .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiries").dropColumn("language").execute();
}
