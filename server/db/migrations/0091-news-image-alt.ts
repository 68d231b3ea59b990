import type { Kysely } from "kysely";

/** A news item's picture gets the alt text its editor writes (issue 15); empty means decorative. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("news_items")
    .addColumn("image_alt", "text", (col) => col.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("news_items").dropColumn("image_alt").execute();
}
