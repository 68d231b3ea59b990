import { PRODUCT_SLUG } from "../catalogue/compare-list.ts";

/**
 * The sample basket (decision 052): up to five products a visitor wants samples of, kept in a
 * cookie that only the basket's own form sets, so visitors who never use it get no cookie and
 * the shared page cache keeps serving them.
 */
export const BASKET_MAX = 5;
export const BASKET_COOKIE = "sample-basket";
/** The fields of a basket post: the operation, the product, and the page to go back to without JavaScript. */
export const BASKET_FIELDS = { operation: "basket", slug: "slug", back: "back" } as const;

export const BASKET_OPERATIONS = ["add", "remove", "clear"] as const;
export type BasketOperation = (typeof BASKET_OPERATIONS)[number];

/** Joins the slugs in the cookie's value: a cookie value may not hold commas, slugs never hold dots. */
const SEPARATOR = ".";

export function basketValue(slugs: readonly string[]): string {
  return slugs.join(SEPARATOR);
}

/** The slugs of a cookie's value: well-formed, once each, at most five. */
export function parseBasket(value: string | undefined | null): string[] {
  const slugs = (value ?? "").split(SEPARATOR).filter((slug) => PRODUCT_SLUG.test(slug));
  return [...new Set(slugs)].slice(0, BASKET_MAX);
}

/** The basket after one operation; adding to a full basket changes nothing. */
export function changeBasket(basket: readonly string[], operation: BasketOperation, slug: string): string[] {
  if (operation === "clear") return [];
  if (operation === "remove") return basket.filter((candidate) => candidate !== slug);
  if (basket.includes(slug) || basket.length >= BASKET_MAX || !PRODUCT_SLUG.test(slug)) return [...basket];
  return [...basket, slug];
}
