import type { Kysely } from "kysely";

/**
 * What each translation was written against (issue 31's out-of-date translations, issue 34): the
 * English of its fields when it was saved, so a later change of the English marks it out of date.
 * Null until the service notes it (translations written before this are taken as current then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_translations").addColumn("source", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_translations").dropColumn("source").execute();
}
