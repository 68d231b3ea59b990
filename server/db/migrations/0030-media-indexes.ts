import type { Kysely } from "kysely";

/** The news and press lists are read newest first, a page or a year at a time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("news_items_date_id").on("news_items").columns(["date", "id"]).execute();
  await db.schema.createIndex("press_releases_date").on("press_releases").column("date").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("press_releases_date").execute();
  await db.schema.dropIndex("news_items_date_id").execute();
}
