import type { Kysely } from "kysely";

/**
 * Routing rules for new leads (issue 32): ordered rules naming a person or a team, the teams (each
 * remembering whose turn is next), and who is away. The default owner is a `site_settings` row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_routing_rules")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("criterion", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("assignee_kind", "text", (col) => col.notNull())
    .addColumn("assignee", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("lead_routing_teams")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("members", "text", (col) => col.notNull())
    .addColumn("turns", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("lead_routing_away")
    .addColumn("user_id", "text", (col) => col.primaryKey())
    .addColumn("since", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_routing_away").execute();
  await db.schema.dropTable("lead_routing_teams").execute();
  await db.schema.dropTable("lead_routing_rules").execute();
}
