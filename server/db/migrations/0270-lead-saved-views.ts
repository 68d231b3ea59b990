import type { Kysely } from "kysely";

/** Saved views of the lead inbox (issue 32): a filter under a name, for its owner or the whole team. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_saved_views")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("owner_id", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("query", "text", (col) => col.notNull())
    .addColumn("shared", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_saved_views_owner").on("lead_saved_views").column("owner_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_saved_views").execute();
}
