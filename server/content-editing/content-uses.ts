import type { Db } from "../db/database.ts";
import type { AnyContentKind } from "./content-kind.ts";

/** One item that names a piece of text (an upload's address): its kind, title and where. */
export type ContentUse = {
  kind: string;
  title: string;
  /** "live", "draft", or the language of a translation that names it. */
  where: string[];
};

// Only narrows the rows read: a `%` or `_` in a needle widens it, and `includes` below decides.
const likePattern = (text: string) => `%${text}%`;

/**
 * For each of `needles`, the items whose live record, draft or translation contains it (decision
 * 097): every content kind keeps its records as JSON in `content_entries`, so one search finds a
 * file wherever a field, a list or rich text names it. Read in `db`, a transaction when a deletion
 * must not race a save.
 */
export async function contentUses(
  db: Db,
  kinds: readonly AnyContentKind[],
  needles: readonly string[],
): Promise<Map<string, ContentUse[]>> {
  const uses = new Map<string, ContentUse[]>(needles.map((needle) => [needle, []]));
  if (needles.length === 0) return uses;
  const [entries, translations] = await Promise.all([
    db
      .selectFrom("content_entries")
      .select(["kind", "item_key", "published", "draft"])
      .where((eb) =>
        eb.or(
          needles.flatMap((needle) => [
            eb("published", "like", likePattern(needle)),
            eb("draft", "like", likePattern(needle)),
          ]),
        ),
      )
      .orderBy("kind")
      .orderBy("item_key")
      .execute(),
    db
      .selectFrom("content_translations")
      .select(["kind", "item_key", "locale", "fields"])
      .where((eb) => eb.or(needles.map((needle) => eb("fields", "like", likePattern(needle)))))
      .orderBy("kind")
      .orderBy("item_key")
      .orderBy("locale")
      .execute(),
  ]);
  for (const needle of needles) {
    const found = uses.get(needle) ?? [];
    for (const row of entries) {
      const where = [
        ...(row.published?.includes(needle) ? ["live"] : []),
        ...(row.draft?.includes(needle) ? ["draft"] : []),
      ];
      if (where.length === 0) continue;
      const kind = kinds.find((each) => each.name === row.kind);
      const record = JSON.parse(row.draft ?? row.published ?? "{}") as never;
      found.push({ kind: kind?.label ?? row.kind, title: kind ? kind.titleOf(record) : row.item_key, where });
    }
    for (const row of translations.filter((each) => each.fields.includes(needle))) {
      found.push({ kind: `${row.kind} translation`, title: row.item_key, where: [row.locale] });
    }
  }
  return uses;
}
