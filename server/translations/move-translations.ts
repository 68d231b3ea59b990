import type { Transaction } from "kysely";
import type { TranslationKindName } from "#shared/translations/translation-kinds.ts";
import type { Database } from "../db/schema.ts";

/** What a key change did to an item's translations: the languages moved, and those of the stale rows they replaced. */
export type MovedTranslations = { moved: string[]; replaced: string[] };

/**
 * Moves an item's translations from its old key to its new one, inside the publish that changed the
 * key (decision 082). Rows already under the new key were left by an item that once had it: they
 * translate another English text, so they go, and the new key holds the moved item's rows alone.
 */
export async function moveTranslations(
  tx: Transaction<Database>,
  kind: TranslationKindName,
  from: string,
  to: string,
): Promise<MovedTranslations> {
  const localesUnder = async (key: string) =>
    (
      await tx
        .selectFrom("content_translations")
        .select("locale")
        .where("kind", "=", kind)
        .where("item_key", "=", key)
        .orderBy("locale")
        .execute()
    ).map((row) => row.locale);
  const replaced = await localesUnder(to);
  const moved = await localesUnder(from);
  await tx.deleteFrom("content_translations").where("kind", "=", kind).where("item_key", "=", to).execute();
  await tx
    .updateTable("content_translations")
    .set({ item_key: to })
    .where("kind", "=", kind)
    .where("item_key", "=", from)
    .execute();
  return { moved, replaced };
}
