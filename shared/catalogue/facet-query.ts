import { readCompareList } from "./compare-list.ts";
import { COMPARE_LIST_PARAM, compareValue } from "./compare-param.ts";
import {
  appendFacets,
  FACET_KEYS,
  type FacetKey,
  type FacetSelection,
  facetQueryString,
} from "./facet-params.ts";
import { FACETS } from "./facets.ts";

/**
 * Facet choices in a URL (decision 032): one parameter a facet, named by its key, holding the chosen
 * value slugs comma-joined. The canonical spelling lists the facets after every other parameter, in
 * the fixed order of FACETS, each with its known values sorted and once; other spellings (repeated
 * parameters, capitals, unknown or unsorted values, empty facets) are redirected to it.
 */
export function readFacetSelection(search: URLSearchParams): FacetSelection {
  const selection: FacetSelection = {};
  for (const [name, raw] of search) {
    const facet = FACETS.find((candidate) => candidate.key === name.toLowerCase());
    if (!facet) continue;
    const known = new Set<string>(facet.values.map((value) => value.slug));
    const chosen = raw
      .toLowerCase()
      .split(",")
      .map((slug) => slug.trim())
      .filter((slug) => known.has(slug));
    selection[facet.key] = [...new Set([...(selection[facet.key] ?? []), ...chosen])].sort();
  }
  return selection;
}

/** How many facet values a selection chooses in all. */
export function chosenValueCount(selection: FacetSelection): number {
  return FACET_KEYS.reduce((sum, key) => sum + (selection[key]?.length ?? 0), 0);
}

const isFacetName = (name: string) => (FACET_KEYS as readonly string[]).includes(name.toLowerCase());
const isCompareName = (name: string) => name.toLowerCase() === COMPARE_LIST_PARAM;
const isOrdered = (name: string) => isFacetName(name) || isCompareName(name);

/**
 * The canonical query string (without `?`) for a finder URL's query string, or undefined when it is
 * canonical already or names neither a facet nor a comparison list. The list of products to compare
 * comes after every other parameter, lower case, each product once, at most four, and before the
 * facets. Commas stay unescaped, as the finder's own links write them.
 */
export function canonicalFinderQuery(query: string): string | undefined {
  const search = new URLSearchParams(query);
  if (![...search.keys()].some(isOrdered)) return undefined;
  const canonical = new URLSearchParams([...search].filter(([name]) => !isOrdered(name)));
  const compare = readCompareList(
    [...search].filter(([name]) => isCompareName(name)).map(([, value]) => value),
  );
  if (compare.length > 0) canonical.set(COMPARE_LIST_PARAM, compareValue(compare));
  appendFacets(canonical, readFacetSelection(search));
  const text = facetQueryString(canonical);
  return text === query ? undefined : text;
}

/** The facet values chosen, as `[key, slug]` pairs in canonical order. */
export function chosenValues(selection: FacetSelection): [FacetKey, string][] {
  return FACET_KEYS.flatMap((key) => (selection[key] ?? []).map((slug): [FacetKey, string] => [key, slug]));
}
