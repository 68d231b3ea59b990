/**
 * The products a visitor compares (decision 053): up to four slugs, carried in the address. The
 * finder and product pages hold the list being built in `compare`; the comparison itself is
 * `/compare?products=<slug>,<slug>,...`. Commas stay unescaped, as the finder writes facet lists.
 */
import { COMPARE_LIST_PARAM, compareValue } from "./compare-param.ts";

export const COMPARE_PATH = "/compare";
/** The comparison page's parameter. */
export const COMPARE_PRODUCTS_PARAM = "products";
export const COMPARE_MAX = 4;

/** A product slug as the catalogue writes them (product pages refuse any other). */
export const PRODUCT_SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * The list a finder or product page carries, read leniently: lower case, well-formed slugs once
 * each, the first four. The comparison page reads its own parameter strictly (compare-request.ts).
 */
export function readCompareList(values: string[]): string[] {
  const slugs = values
    .flatMap((value) => value.toLowerCase().split(","))
    .map((slug) => slug.trim())
    .filter((slug) => PRODUCT_SLUG.test(slug));
  return [...new Set(slugs)].slice(0, COMPARE_MAX);
}

/** The comparison of these products. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length > 0 ? `${COMPARE_PATH}?${COMPARE_PRODUCTS_PARAM}=${compareValue(slugs)}` : COMPARE_PATH;
}

/** The list with a product added at the end (unchanged when it is there already or the list is full). */
export function withCompared(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug) || slugs.length >= COMPARE_MAX ? [...slugs] : [...slugs, slug];
}

export function withoutCompared(slugs: readonly string[], slug: string): string[] {
  return slugs.filter((candidate) => candidate !== slug);
}

/** A page's path carrying a list being built (product pages; the finder writes its own). */
export function withCompareList(path: string, slugs: readonly string[]): string {
  return slugs.length > 0 ? `${path}?${COMPARE_LIST_PARAM}=${compareValue(slugs)}` : path;
}
