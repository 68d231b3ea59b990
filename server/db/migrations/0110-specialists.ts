import type { Kysely } from "kysely";

/** The specialists expert enquiries are routed to (decision 054), seeded from content/company/specialists.json. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("specialists")
    .addColumn("slug", "text", (col) => col.primaryKey())
    /** Order of the list: the first specialist covering an industry and region gets the enquiry. */
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    /** JSON arrays: industry slugs and regions (the forms' Location values). */
    .addColumn("industries", "text", (col) => col.notNull())
    .addColumn("regions", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("specialists").execute();
}
