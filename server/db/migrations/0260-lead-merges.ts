import type { Kysely } from "kysely";

/** Duplicates merged into another lead (issue 32): each merged lead names the lead it went into. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_merges")
    .addColumn("reference", "text", (col) =>
      col.primaryKey().references("enquiries.reference").onDelete("cascade"),
    )
    .addColumn("into_reference", "text", (col) => col.notNull())
    .addColumn("merged_by", "text", (col) => col.notNull())
    .addColumn("merged_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_merges_into").on("lead_merges").column("into_reference").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_merges").execute();
}
