import type { Kysely } from "kysely";

/** The finder's facet values per product (decision 032): one row a product, facet and value. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_facets")
    .addColumn("product_id", "integer", (col) => col.notNull().references("products.id").onDelete("cascade"))
    .addColumn("facet", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    /** The certificate's reference, for a certification that has one. */
    .addColumn("reference", "text")
    .addPrimaryKeyConstraint("product_facets_pk", ["product_id", "facet", "value"])
    .execute();
  await db.schema
    .createIndex("product_facets_value_idx")
    .on("product_facets")
    .columns(["facet", "value"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("product_facets").execute();
}
