import type { Kysely } from "kysely";

/**
 * The optional HubSpot push (issue 32, decision 118): an endpoint is either a Standard Webhooks
 * receiver, as every endpoint so far, or HubSpot's CRM API, whose private app token it keeps in
 * `secret`. Both kinds share the deliveries table and its worker.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("webhook_endpoints")
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("standard-webhooks"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("webhook_endpoints").dropColumn("kind").execute();
}
