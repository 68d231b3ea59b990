import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Uploaded PDFs and images (issue 15, decision 045): kept in the database, so every instance serves
 * what any instance received. `upload_files` holds the bytes (bytea on PostgreSQL, blob on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("uploads")
    .addColumn("hash", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("alt", "text")
    .addColumn("uploaded_by_id", "text", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("uploaded_by_email", "text", (col) => col.notNull())
    .addColumn("uploaded_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("uploads_uploaded_at").on("uploads").column("uploaded_at").execute();

  await db.schema
    .createTable("upload_files")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("upload_hash", "text", (col) => col.notNull().references("uploads.hash").onDelete("cascade"))
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("etag", "text", (col) => col.notNull())
    .addColumn("bytes", binary, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("upload_files_upload").on("upload_files").column("upload_hash").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("upload_files").execute();
  await db.schema.dropTable("uploads").execute();
}
