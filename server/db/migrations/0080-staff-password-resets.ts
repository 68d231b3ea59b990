import { type Kysely, PostgresAdapter, sql } from "kysely";

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Password reset (issue 14): one row per link, stored by the hash of its token. Its mail goes
 * through the enquiry outbox, so a job may now belong to no enquiry: `enquiry_reference` becomes
 * nullable. SQLite cannot drop NOT NULL in place, so there the table is rebuilt with its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_password_resets")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_password_resets_user")
    .on("staff_password_resets")
    .column("user_id")
    .execute();

  if (isPostgres(db)) {
    await db.schema
      .alterTable("enquiry_outbox")
      .alterColumn("enquiry_reference", (col) => col.dropNotNull())
      .execute();
    return;
  }
  await rebuildOutbox(db, false);
}

const COLUMNS = sql.raw(
  "id, enquiry_reference, kind, attempts, next_attempt_at, lease_owner, lease_until, sent_at, last_error, created_at, given_up_at, recipient",
);

async function rebuildOutbox(db: Kysely<unknown>, referenceRequired: boolean): Promise<void> {
  await db.schema
    .createTable("enquiry_outbox_new")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("enquiry_reference", "text", (col) => {
      const column = col.references("enquiries.reference").onDelete("cascade");
      return referenceRequired ? column.notNull() : column;
    })
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("given_up_at", "text")
    .addColumn("recipient", "text")
    .execute();
  await sql`insert into enquiry_outbox_new (${COLUMNS}) select ${COLUMNS} from enquiry_outbox`.execute(db);
  await db.schema.dropTable("enquiry_outbox").execute();
  await db.schema.alterTable("enquiry_outbox_new").renameTo("enquiry_outbox").execute();
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from enquiry_outbox where enquiry_reference is null`.execute(db);
  if (isPostgres(db))
    await db.schema
      .alterTable("enquiry_outbox")
      .alterColumn("enquiry_reference", (col) => col.setNotNull())
      .execute();
  else await rebuildOutbox(db, true);
  await db.schema.dropTable("staff_password_resets").execute();
}
