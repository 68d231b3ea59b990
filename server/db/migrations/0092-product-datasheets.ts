import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Datasheets of products published from the console (decision 042): generated on publish, kept in
 * the database under a content-hashed name, so every instance serves the same bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("product_datasheets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("etag", "text", (col) => col.notNull())
    .addColumn("bytes", binary, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("product_datasheets").execute();
}
