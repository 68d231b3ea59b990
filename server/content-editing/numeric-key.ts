import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

/** Tables whose rows a kind keys by a whole-number `id`. */
type NumberedTable = "news_items" | "products" | "press_releases" | "categories";

/**
 * A new item's key for a kind keyed by a number: one above every live row and every key the
 * engine already holds (drafts never published have no live row yet).
 */
export async function nextNumericKey(
  tx: Transaction<Database>,
  table: NumberedTable,
  takenKeys: readonly string[],
): Promise<string> {
  const live = await tx
    .selectFrom(table)
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return String(Math.max(Number(live?.id ?? 0), ...takenKeys.map(Number).filter(Number.isFinite)) + 1);
}
