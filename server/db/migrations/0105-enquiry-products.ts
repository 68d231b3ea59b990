import type { Kysely } from "kysely";

/**
 * The products of a sample request sent from the basket (decision 052): one row a product, in the
 * visitor's order, with its name and family as they were when asked for, so the lead still reads
 * right after the catalogue renames or retires the product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiry_products")
    .addColumn("reference", "text", (col) =>
      col.notNull().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("product_slug", "text", (col) => col.notNull())
    .addColumn("product_name", "text", (col) => col.notNull())
    .addColumn("category_name", "text", (col) => col.notNull())
    .addColumn("quantity", "text", (col) => col.notNull())
    .addColumn("intended_use", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("enquiry_products_pk", ["reference", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiry_products").execute();
}
