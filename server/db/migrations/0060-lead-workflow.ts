import { type Kysely, sql } from "kysely";

/**
 * The sales team's work on enquiries (decision 031): each lead's workflow status and owner (a row
 * appears with the first change; until then a lead is `new`, or `spam` when the honeypot caught it),
 * internal notes, a timeline of every change, and a tombstone for each enquiry erased on request.
 * Owners, authors and actors are staff user ids kept as text: the staff accounts are another
 * domain's tables, and the timeline must outlive an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiry_leads")
    .addColumn("reference", "text", (col) =>
      col.primaryKey().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("owner_id", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("enquiry_leads_owner").on("enquiry_leads").column("owner_id").execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) =>
      col.notNull().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("author_id", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_reference").on("lead_notes").column("reference").execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) =>
      col.notNull().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("actor_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("lead_events_reference")
    .on("lead_events")
    .columns(["reference", "created_at"])
    .execute();

  // No foreign key: the tombstone is the record that the enquiry was erased, whatever happens to it later.
  await db.schema
    .createTable("enquiry_erasures")
    .addColumn("reference", "text", (col) => col.primaryKey())
    .addColumn("erased_at", "text", (col) => col.notNull())
    .addColumn("erased_by", "text", (col) => col.notNull())
    .execute();

  // Personal-data requests and "other leads from this person" look enquiries up by address, in any case.
  await db.schema
    .createIndex("enquiries_email_lower")
    .on("enquiries")
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("enquiries_email_lower").execute();
  await db.schema.dropTable("enquiry_erasures").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropTable("lead_notes").execute();
  await db.schema.dropTable("enquiry_leads").execute();
}
