import { randomUUID } from "node:crypto";
import type { Db } from "../../db/database.ts";

/** A saved view as the inbox lists it. */
export type SavedView = { id: string; name: string; query: string; shared: boolean; ownerId: string };

/** The views `personId` sees: their own and the team's, by name. */
export async function savedViews(db: Db, personId: string): Promise<SavedView[]> {
  const rows = await db
    .selectFrom("lead_saved_views")
    .selectAll()
    .where((eb) => eb.or([eb("owner_id", "=", personId), eb("shared", "=", 1)]))
    .orderBy("name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    query: row.query,
    shared: Number(row.shared) === 1,
    ownerId: row.owner_id,
  }));
}

/** Saves the inbox's current filter (its canonical query string) under a name. */
export async function saveView(
  db: Db,
  view: { ownerId: string; name: string; query: string; shared: boolean },
  now: Date,
): Promise<void> {
  await db
    .insertInto("lead_saved_views")
    .values({
      id: randomUUID(),
      owner_id: view.ownerId,
      name: view.name,
      query: view.query,
      shared: view.shared ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Deletes a view its owner deletes; another person's is left. Answers whether one went. */
export async function deleteView(db: Db, id: string, ownerId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom("lead_saved_views")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
