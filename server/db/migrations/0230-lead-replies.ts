import type { Kysely } from "kysely";

/**
 * Replies from a lead's page (issue 32): each one written, and the templates the team edits. A
 * reply's mail is an outbox job; the reply row keeps what was written and whom it went to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_replies")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) =>
      col.notNull().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("outbox_id", "text", (col) => col.notNull())
    .addColumn("author_id", "text", (col) => col.notNull())
    .addColumn("sender_name", "text", (col) => col.notNull())
    .addColumn("reply_to", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_replies_reference").on("lead_replies").column("reference").execute();
  await db.schema.createIndex("lead_replies_outbox").on("lead_replies").column("outbox_id").execute();

  await db.schema
    .createTable("lead_reply_templates")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_reply_templates").execute();
  await db.schema.dropTable("lead_replies").execute();
}
