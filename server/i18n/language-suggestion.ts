import { parseCookie } from "cookie";
import { LRUCache } from "lru-cache";
import { LANGUAGE_ANSWER_COOKIE } from "#shared/i18n/language-suggestion.ts";
import { isLocale, type Locale, localeOfPath } from "#shared/i18n/locales.ts";
import { isStaffUrl } from "#shared/staff/paths.ts";
import { pageQuery } from "../http/page-cache-key.ts";

/** Browsers send a few distinct Accept-Language values: each is read once. */
const preferredOf = new LRUCache<string, Locale | false>({ max: 1000 });
/** Longer values are not a browser's; they are not read (nor remembered). */
const MAX_HEADER_LENGTH = 256;
const RANGE = /^\s*([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([01](?:\.\d{0,3})?))?\s*$/;

/**
 * The site's language the visitor prefers most by an Accept-Language header: the language whose
 * ranges (`de`, `de-CH`) carry the highest quality, the header's own order breaking ties; none when
 * no range names one of the site's languages (`*` states no preference).
 */
export function preferredLocale(header: string | undefined | null): Locale | undefined {
  if (!header || header.length > MAX_HEADER_LENGTH) return undefined;
  let preferred = preferredOf.get(header);
  if (preferred === undefined) {
    let best: { locale: Locale; quality: number } | undefined;
    for (const range of header.split(",")) {
      const match = RANGE.exec(range);
      const language = match?.[1]?.toLowerCase();
      const quality = match?.[2] === undefined ? 1 : Number(match[2]);
      if (!isLocale(language) || quality <= 0 || quality > 1) continue;
      if (!best || quality > best.quality) best = { locale: language, quality };
    }
    preferred = best?.locale ?? false;
    preferredOf.set(header, preferred);
  }
  return preferred || undefined;
}

/** Whether the visitor has already answered the suggestion (either button). */
function answeredSuggestion(cookieHeader: string | undefined | null): boolean {
  return Boolean(
    cookieHeader?.includes(LANGUAGE_ANSWER_COOKIE) && parseCookie(cookieHeader)[LANGUAGE_ANSWER_COOKIE],
  );
}

/**
 * The language to offer a visitor on a page in `pageLocale`: their preferred one among the site's,
 * unless the page is already in it, they state none, or they have answered the offer before.
 */
export function languageSuggestion(
  acceptLanguage: string | undefined | null,
  cookieHeader: string | undefined | null,
  pageLocale: Locale,
): Locale | null {
  const preferred = preferredLocale(acceptLanguage);
  if (!preferred || preferred === pageLocale || answeredSuggestion(cookieHeader)) return null;
  return preferred;
}

/** What the page's suggestion shows: the language offered and the page to come back to. */
export type PageSuggestion = { locale: Locale; back: string };

/**
 * The suggestion a rendered page carries, from its request and its route's path in the route table.
 * Only a page found (status 200) of the public site offers one; the `back` path keeps just the query
 * parameters the page reads, as the page cache keys its copy (a copy never repeats another
 * visitor's campaign tags).
 */
export function pageSuggestion(request: Request, status: number, route: string): PageSuggestion | null {
  if (status !== 200) return null;
  const url = new URL(request.url);
  if (isStaffUrl(url.pathname)) return null;
  const { headers } = request;
  const locale = languageSuggestion(
    headers.get("accept-language"),
    headers.get("cookie"),
    localeOfPath(url.pathname),
  );
  if (!locale) return null;
  const query = pageQuery(route, url.search.slice(1));
  return { locale, back: query ? `${url.pathname}?${query}` : url.pathname };
}

/**
 * Whether a Cookie header holds the suggestion's answer and nothing else: such a visitor sees the
 * page every visitor without an offer sees, so the page cache may serve them its copy.
 */
export function onlyLanguageAnswer(cookieHeader: string): boolean {
  const names = Object.keys(parseCookie(cookieHeader));
  return names.length === 1 && names[0] === LANGUAGE_ANSWER_COOKIE;
}
