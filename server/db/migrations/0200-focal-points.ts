import { type Kysely, sql } from "kysely";

/**
 * Focal points and card crops (issue 31, decision 107): each upload's focal point in thousandths of
 * its width and height (the centre, 500/500, for every image stored before), and which stored files
 * are crops (`card`) rather than the whole image (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("uploads")
    .addColumn("focal_x", "integer", (col) => col.notNull().defaultTo(500))
    .execute();
  await db.schema
    .alterTable("uploads")
    .addColumn("focal_y", "integer", (col) => col.notNull().defaultTo(500))
    .execute();
  await db.schema.alterTable("upload_files").addColumn("crop", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The crops go with their column: the whole-image sizes are what remains.
  await sql`delete from upload_files where crop is not null`.execute(db);
  await db.schema.alterTable("upload_files").dropColumn("crop").execute();
  await db.schema.alterTable("uploads").dropColumn("focal_y").execute();
  await db.schema.alterTable("uploads").dropColumn("focal_x").execute();
}
