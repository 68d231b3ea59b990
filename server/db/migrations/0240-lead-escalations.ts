import type { Kysely } from "kysely";

/**
 * Overdue leads' mails (issue 32): one row per lead and stage (`owner`: its owner is told;
 * `escalation`: the named contact is), so each is queued exactly once, on any number of instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_escalations")
    .addColumn("reference", "text", (col) =>
      col.notNull().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("stage", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("lead_escalations_pk", ["reference", "stage"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_escalations").execute();
}
