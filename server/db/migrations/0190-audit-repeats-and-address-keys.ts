import type { Kysely } from "kysely";
import { createClientKeys } from "../../enquiries/client-key.ts";
import type { Db } from "../database.ts";

/**
 * The audit log (issue 30, item 6, decision 093): a refusal repeated within its hour adds to one
 * entry's `count` (`repeat_key` names the entry, unique so concurrent refusals meet on it), and the
 * client address is stored as the enquiries store it, a keyed hash; addresses stored before are
 * replaced by theirs. Going down keeps the keys: the addresses are not kept anywhere to restore.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("staff_audit_log")
    .addColumn("count", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("staff_audit_log").addColumn("last_at", "text").execute();
  await db.schema.alterTable("staff_audit_log").addColumn("repeat_key", "text").execute();
  await db.schema
    .createIndex("staff_audit_log_repeat_key")
    .on("staff_audit_log")
    .column("repeat_key")
    .unique()
    .execute();
  const typed = db as unknown as Db;
  const keyOf = createClientKeys(typed);
  const stored = await typed
    .selectFrom("staff_audit_log")
    .select("address")
    .distinct()
    .where("address", "is not", null)
    .execute();
  for (const { address } of stored) {
    if (address === null) continue;
    const key = await keyOf(address);
    await typed.updateTable("staff_audit_log").set({ address: key }).where("address", "=", address).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("staff_audit_log_repeat_key").execute();
  for (const column of ["repeat_key", "last_at", "count"]) {
    await db.schema.alterTable("staff_audit_log").dropColumn(column).execute();
  }
}
