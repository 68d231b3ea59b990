import type { Kysely } from "kysely";

/**
 * Where each lead came from (issue 32): the page it landed on in that visit, the referring
 * domain and the landing page's `utm_*` parameters. A lead without any has no row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiry_sources")
    .addColumn("reference", "text", (col) => col.primaryKey().references("enquiries.reference"))
    .addColumn("landing_page", "text")
    .addColumn("referrer_domain", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiry_sources").execute();
}
