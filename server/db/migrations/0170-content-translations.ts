import type { Kysely } from "kysely";

/**
 * Translations of the content into the site's other languages (issue 17, decision 063): one row per
 * item and language, its translated fields as JSON in the translation files' own shape.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_translations")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_key", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    /** Null for a translation loaded from the content files. */
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("content_translations_pkey", ["kind", "item_key", "locale"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_translations").execute();
}
