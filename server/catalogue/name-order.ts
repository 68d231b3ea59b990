import { normalizeText } from "../search/search-text.ts";

const NAME_ORDER = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/**
 * Items in the catalogue's name order: case and accents ignored, numbers read as numbers (S-60
 * before S-120), the same on SQLite and PostgreSQL. The sort is stable, so equal names keep the
 * order they came in.
 */
export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  const keyed = items.map((item) => ({ item, key: normalizeText(item.name) }));
  keyed.sort((a, b) => NAME_ORDER.compare(a.key, b.key));
  return keyed.map(({ item }) => item);
}

/**
 * Categories as the finder, the menu and the API list them (decision 072): those given a place
 * first, by it, then the rest in name order.
 */
export function inCategoryOrder<T extends { name: string; sortOrder: number | null }>(
  items: readonly T[],
): T[] {
  return byName(items).sort(
    (a, b) => (a.sortOrder ?? Number.POSITIVE_INFINITY) - (b.sortOrder ?? Number.POSITIVE_INFINITY),
  );
}
