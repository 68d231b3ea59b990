import type { Kysely } from "kysely";

/**
 * Signed webhooks (issue 32, decision 114): the endpoints an admin registered, and their deliveries,
 * an outbox of its own written in the transaction of the lead change it tells of. A delivery has the
 * mail outbox's lease columns, so the same claiming code sends both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("events", "text", (col) => col.notNull())
    .addColumn("paused_at", "text")
    .addColumn("paused_reason", "text")
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("endpoint_id", "text", (col) =>
      col.notNull().references("webhook_endpoints.id").onDelete("cascade"),
    )
    .addColumn("event_type", "text", (col) => col.notNull())
    .addColumn("enquiry_reference", "text")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("given_up_at", "text")
    .addColumn("last_error", "text")
    .addColumn("response_status", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_due")
    .on("webhook_deliveries")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_endpoint")
    .on("webhook_deliveries")
    .columns(["endpoint_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_enquiry")
    .on("webhook_deliveries")
    .column("enquiry_reference")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_endpoints").execute();
}
