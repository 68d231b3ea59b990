import { COMPARE_LIST_PARAM, compareValue } from "./compare-param.ts";
import { appendFacets, type FacetSelection, facetQueryString } from "./facet-params.ts";

/** What the product finder shows, all of it carried in the URL so results can be shared and reloaded. */
export type FinderState = {
  /** Search text (`query`, or `name` when the autocomplete chose a product). */
  query: string;
  /** A single category chosen by its link (`cat_id`): the left panel hides. */
  catId: number | null;
  /** Categories ticked in the left panel (`cat`, repeated). */
  cats: number[];
  page: number;
  /** Facet values chosen (decision 032). */
  facets: FacetSelection;
  /** Products chosen for a comparison, in the order chosen (decision 053). */
  compare: string[];
};

export const FINDER_PATH = "/product";

/** The finder's address for a state; empty parts are left out, page 1 is the default. */
export function finderHref({
  query = "",
  catId = null,
  cats = [],
  page = 1,
  facets = {},
  compare = [],
}: Partial<FinderState>): string {
  const params = new URLSearchParams();
  if (query) params.set("query", query);
  if (catId !== null) params.set("cat_id", String(catId));
  for (const cat of cats) params.append("cat", String(cat));
  if (page > 1) params.set("page", String(page));
  if (compare.length > 0) params.set(COMPARE_LIST_PARAM, compareValue(compare));
  appendFacets(params, facets);
  const search = facetQueryString(params);
  return search ? `${FINDER_PATH}?${search}` : FINDER_PATH;
}

/** Spec 5: the finder's search box accepts letters, digits, underscore, dot and hyphen only. */
export const FINDER_ALLOWED_KEY = /^[\p{L}\p{N}_.-]$/u;
