import type { Kysely } from "kysely";

/**
 * The console's redirect table (issue 15, decision 079): a content redirect is either added by a
 * slug change or written by an editor, and the editor's own say who added them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("content_redirects")
    .addColumn("origin", "text", (col) => col.notNull().defaultTo("slug"))
    .execute();
  await db.schema.alterTable("content_redirects").addColumn("created_by", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_redirects").dropColumn("created_by").execute();
  await db.schema.alterTable("content_redirects").dropColumn("origin").execute();
}
