import type { Kysely } from "kysely";

/** The home page's slides and counters (issue 15), editable content seeded from content/home/home.json. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("home_page")
    /** Always `home`: the page has one live record. */
    .addColumn("key", "text", (col) => col.primaryKey())
    /** JSON arrays: the banner's slides and its counters, in display order. */
    .addColumn("slides", "text", (col) => col.notNull())
    .addColumn("counters", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("home_page").execute();
}
