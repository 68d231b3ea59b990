import type { Kysely } from "kysely";

/**
 * The content-editing engine (issue 15, decision 040): one row per editable item with its draft and
 * published data, every save and publish as a numbered revision, and the redirects slug changes add.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_entries")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_key", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("published", "text")
    .addColumn("draft", "text")
    .addColumn("publish_at", "text")
    .addColumn("scheduled_by", "text")
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("content_entries_pk", ["kind", "item_key"])
    .execute();
  await db.schema.createIndex("content_entries_due").on("content_entries").column("publish_at").execute();
  await db.schema
    .createTable("content_revisions")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_key", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("data", "text")
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("actor_email", "text")
    .addColumn("at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_revisions_pk", ["kind", "item_key", "version"])
    .execute();
  await db.schema
    .createTable("content_redirects")
    .addColumn("from_path", "text", (col) => col.primaryKey())
    .addColumn("to_path", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("content_redirects_to").on("content_redirects").column("to_path").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_redirects").execute();
  await db.schema.dropTable("content_revisions").execute();
  await db.schema.dropTable("content_entries").execute();
}
