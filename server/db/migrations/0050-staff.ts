import { type Kysely, PostgresAdapter } from "kysely";

/**
 * The staff console (issue 14, decision 030): better-auth's tables (people, sessions, password
 * accounts, one-time values, passkeys) under staff_ names with snake_case columns, and the
 * console's own invitations, sign-in failures and append-only audit log.
 * better-auth stores real timestamps and booleans on PostgreSQL and ISO text and 0/1 on SQLite, so
 * its columns take the dialect's types; the console's own times are ISO text on both, as elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const time = postgres ? "timestamptz" : "text";
  const flag = postgres ? "boolean" : "integer";

  await db.schema
    .createTable("staff_users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("email_verified", flag, (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("deactivated_at", time)
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "text", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("expires_at", time, (col) => col.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();

  await db.schema
    .createTable("staff_accounts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("provider_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", time)
    .addColumn("refresh_token_expires_at", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_accounts_user").on("staff_accounts").column("user_id").execute();

  await db.schema
    .createTable("staff_verifications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expires_at", time, (col) => col.notNull())
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_verifications_identifier")
    .on("staff_verifications")
    .column("identifier")
    .execute();

  await db.schema
    .createTable("staff_passkeys")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text")
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (col) => col.notNull().unique())
    .addColumn("counter", "integer", (col) => col.notNull())
    .addColumn("device_type", "text", (col) => col.notNull())
    .addColumn("backed_up", flag, (col) => col.notNull())
    .addColumn("transports", "text")
    .addColumn("aaguid", "text")
    .addColumn("created_at", time)
    .execute();
  await db.schema.createIndex("staff_passkeys_user").on("staff_passkeys").column("user_id").execute();

  await db.schema
    .createTable("staff_invitations")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("accepted_at", "text")
    .execute();

  await db.schema
    .createTable("staff_sign_in_failures")
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("failed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_sign_in_failures_key")
    .on("staff_sign_in_failures")
    .columns(["key", "failed_at"])
    .execute();

  await db.schema
    .createTable("staff_audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("subject", "text")
    .addColumn("address", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("staff_audit_log_at").on("staff_audit_log").column("at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "staff_audit_log",
    "staff_sign_in_failures",
    "staff_invitations",
    "staff_passkeys",
    "staff_verifications",
    "staff_accounts",
    "staff_sessions",
    "staff_users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
