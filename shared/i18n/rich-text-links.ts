import { BASE_LOCALE, type Locale, localeOfPath, localizedPath } from "./locales.ts";

/** A link's address in the sanitiser's output, which always quotes attributes with `"`. */
const LINK_ADDRESS = /(<a\s[^>]*?\bhref=")(\/[^"]*)"/g;

/** Addresses the service answers the same in every language: uploads, built assets, the API, the console. */
const ONE_LANGUAGE_AREAS = new Set(["files", "assets", "api", "staff"]);

/** A page's address: slugs of letters, digits and hyphens (file names have a dot). */
const PAGE_PATH = /^(?:\/[A-Za-z0-9-]+)*\/?$/;

function isEnglishPageAddress(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? "";
  return (
    PAGE_PATH.test(pathname) &&
    !ONE_LANGUAGE_AREAS.has(pathname.split("/", 2)[1] ?? "") &&
    localeOfPath(pathname) === BASE_LOCALE
  );
}

/**
 * Rich text's links to the site's pages, written as English addresses (`/privacy-policy`), led to
 * the same pages in `locale` (`/de/privacy-policy`), so a translated page never links out of its language.
 */
export function localizeRichTextLinks(html: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return html;
  return html.replace(LINK_ADDRESS, (link, start: string, href: string) =>
    isEnglishPageAddress(href) ? `${start}${localizedPath(href, locale)}"` : link,
  );
}
