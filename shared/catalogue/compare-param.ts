/**
 * How the finder's and product pages' addresses carry the products being chosen for a comparison
 * (decision 053): kept apart from compare-list.ts because every page's finder links read it.
 */
export const COMPARE_LIST_PARAM = "compare";

/** Slugs comma-joined, commas unescaped, as the finder writes facet lists. */
export function compareValue(slugs: readonly string[]): string {
  return slugs.join(",");
}
