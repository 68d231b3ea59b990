import type { Kysely } from "kysely";

/**
 * Posts that fail the checks are counted apart from accepted enquiries, against a higher bound, so
 * a visitor correcting a form is not locked out (decision 010). `hits` keeps counting accepted ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("enquiry_rate_limits")
    .addColumn("rejected", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiry_rate_limits").dropColumn("rejected").execute();
}
