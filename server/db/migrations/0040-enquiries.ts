import type { Kysely } from "kysely";

/**
 * Enquiries (the leads), their e-mail notifications (a transactional outbox written in the
 * same transaction) and the per-client rate-limit counters every instance shares.
 * Times are ISO-8601 UTC strings, which sort and compare the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiries")
    .addColumn("reference", "text", (col) => col.primaryKey())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("source_page", "text")
    .addColumn("marketing_consent_text", "text")
    .addColumn("marketing_consent_at", "text")
    .addColumn("client_key", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("enquiries_created_at").on("enquiries").column("created_at").execute();

  await db.schema
    .createTable("enquiry_outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("enquiry_reference", "text", (col) =>
      col.notNull().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("enquiry_outbox_due")
    .on("enquiry_outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("enquiry_outbox_enquiry")
    .on("enquiry_outbox")
    .column("enquiry_reference")
    .execute();

  await db.schema
    .createTable("enquiry_rate_limits")
    .addColumn("client_key", "text", (col) => col.notNull())
    .addColumn("window_start", "text", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("enquiry_rate_limits_pk", ["client_key", "window_start"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiry_rate_limits").execute();
  await db.schema.dropTable("enquiry_outbox").execute();
  await db.schema.dropTable("enquiries").execute();
}
