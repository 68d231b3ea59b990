import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("industry_pages")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("industry", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("about", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("industry_page_sections")
    .addColumn("page_slug", "text", (col) =>
      col.notNull().references("industry_pages.slug").onDelete("cascade"),
    )
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("intro", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("industry_page_sections_pk", ["page_slug", "position"])
    .execute();
  await db.schema
    .createTable("industry_page_rows")
    .addColumn("page_slug", "text", (col) =>
      col.notNull().references("industry_pages.slug").onDelete("cascade"),
    )
    .addColumn("section_position", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("product", "text")
    .addColumn("chemical_type", "text")
    .addColumn("activity_percent", "real")
    .addColumn("application_area", "text")
    .addPrimaryKeyConstraint("industry_page_rows_pk", ["page_slug", "section_position", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("industry_page_rows").execute();
  await db.schema.dropTable("industry_page_sections").execute();
  await db.schema.dropTable("industry_pages").execute();
}
