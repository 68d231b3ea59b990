import { useLocation } from "react-router";
import { type Locale, localeOfPath, localizedPath } from "#shared/i18n/locales.ts";

/** The language of the page being shown. */
export function usePageLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns a site path into the same page in the current page's language. */
export function useLocalizedPath(): (path: string) => string {
  const locale = usePageLocale();
  return (path) => localizedPath(path, locale);
}
