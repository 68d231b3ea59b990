import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("parent_id", "integer")
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("products")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("category_id", "integer", (col) => col.notNull().references("categories.id"))
    .addColumn("chemical_type", "text", (col) => col.notNull())
    .addColumn("activity_percent", "real")
    .addColumn("application_area", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("properties", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("datasheet", "text", (col) => col.notNull())
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("products_category_idx")
    .on("products")
    .columns(["category_id", "name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("products").execute();
  await db.schema.dropTable("categories").execute();
}
