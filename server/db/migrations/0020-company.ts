import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cms_pages")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("team_members")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("sub_title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("team_members_pk", ["kind", "slug"])
    .execute();
  await db.schema
    .createIndex("team_members_order_idx")
    .on("team_members")
    .columns(["kind", "position"])
    .execute();
  await db.schema
    .createTable("industries")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("about", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("industry_sections")
    .addColumn("industry_slug", "text", (col) =>
      col.notNull().references("industries.slug").onDelete("cascade"),
    )
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("industry_sections_pk", ["industry_slug", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("industry_sections").execute();
  await db.schema.dropTable("industries").execute();
  await db.schema.dropTable("team_members").execute();
  await db.schema.dropTable("cms_pages").execute();
}
