/** The site's languages (issue 17): English at today's addresses, the others under their own prefix. */
export const LOCALES = ["en", "de", "fr", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";
/** The languages with a path prefix (`/de/…`). */
export const PREFIXED_LOCALES = /* @__PURE__ */ LOCALES.filter((locale) => locale !== BASE_LOCALE);

/** `<html lang>` and `hreflang` of each language; English keeps the site's British English. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: "en-GB", de: "de", fr: "fr", es: "es" };

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a page address: its first segment when that is a prefix, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/", 2)[1];
  return first !== BASE_LOCALE && isLocale(first) ? first : BASE_LOCALE;
}

/** A page address without its language prefix: `/de/contact-us` → `/contact-us`, `/de` → `/`. */
export function unprefixedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === BASE_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/**
 * The same page in another language. The home page of a prefixed language is `/de/`; other paths
 * take the prefix in front (`/de/contact-us`). Takes a path with or without a query.
 */
export function localizedPath(path: string, locale: Locale): string {
  const [pathname = "/", query] = path.split(/(?=\?)/, 2);
  const bare = unprefixedPath(pathname);
  const prefixed = locale === BASE_LOCALE ? bare : bare === "/" ? `/${locale}/` : `/${locale}${bare}`;
  return query ? `${prefixed}${query}` : prefixed;
}
