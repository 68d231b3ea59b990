import { parseCookie } from "cookie";
import { BASKET_COOKIE, basketValue, parseBasket } from "#shared/enquiries/sample-basket.ts";

/** A month: long enough to gather samples over a few visits, short enough not to linger. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The basket a request's cookies carry (decision 052); empty without the cookie. */
export function basketFromCookies(header: string | null | undefined): string[] {
  if (!header?.includes(BASKET_COOKIE)) return [];
  return parseBasket(parseCookie(header)[BASKET_COOKIE]);
}

/**
 * The cookie holding a basket, or removing it once empty, so a visitor whose basket is empty is
 * served the shared cached pages again. Not readable by scripts: pages render the basket.
 */
export function basketSetCookie(slugs: readonly string[], https: boolean): string {
  const secure = https ? "; Secure" : "";
  return slugs.length > 0
    ? `${BASKET_COOKIE}=${basketValue(slugs)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`
    : `${BASKET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure}`;
}
