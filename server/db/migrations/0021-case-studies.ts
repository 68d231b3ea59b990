import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("case_studies")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("listed", "integer", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("customer", "text", (col) => col.notNull())
    .addColumn("industry", "text", (col) => col.notNull())
    .addColumn("challenge", "text", (col) => col.notNull())
    .addColumn("solution", "text", (col) => col.notNull())
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("figures", "text", (col) => col.notNull())
    .addColumn("related", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("case_studies").execute();
}
