import type { Kysely } from "kysely";

/**
 * What the console edits about a category besides its name (decision 072): its picture on the home
 * page, its place among its siblings, and its label in the Products menu (none: not in the menu).
 * SQLite adds one column per statement, so each is its own `alter table`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("categories").addColumn("image", "text").execute();
  await db.schema.alterTable("categories").addColumn("sort_order", "integer").execute();
  await db.schema.alterTable("categories").addColumn("menu_label", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["menu_label", "sort_order", "image"]) {
    await db.schema.alterTable("categories").dropColumn(column).execute();
  }
}
