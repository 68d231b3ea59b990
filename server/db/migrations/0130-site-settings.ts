import type { Kysely } from "kysely";

/** The company identity and the enquiry recipients as published (decision 075), one JSON row each. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("data", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_settings").execute();
}
