/**
 * The facets' URL parameters (decision 032): their names and fixed order, and how a selection is
 * written into a URL. Kept apart from the value lists (facets.ts) so every page's links can write
 * finder addresses without shipping the lists to the browser.
 */
export const FACET_KEYS = ["industry", "function", "chemistry", "form", "cert"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Selected values per facet; an absent or empty list selects nothing. */
export type FacetSelection = Partial<Record<FacetKey, string[]>>;

/** Appends the facet parameters in canonical order; facets without values are left out. */
export function appendFacets(params: URLSearchParams, selection: FacetSelection): void {
  for (const key of FACET_KEYS) {
    const values = selection[key] ?? [];
    if (values.length > 0) params.set(key, [...new Set(values)].sort().join(","));
  }
}

/** A query string with the commas between facet values left as they are. */
export function facetQueryString(params: URLSearchParams): string {
  return params.toString().replace(/%2C/g, ",");
}
