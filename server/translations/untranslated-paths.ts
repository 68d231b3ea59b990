import { type Locale, PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import {
  industryHref,
  productHref,
  QUALITY_CERTIFICATIONS_PATH,
  teamProfileHref,
  topLevelPageHref,
} from "#shared/site/page-hrefs.ts";
import { TRANSLATION_KINDS } from "#shared/translations/translation-kinds.ts";
import type { AnyContentKind } from "../content-editing/content-kind.ts";
import type { Db } from "../db/database.ts";
import { translationStatus } from "./translation-status.ts";
import type { Translations } from "./translations.ts";

/** The page an item of a kind has (by its English address), if it has one of its own. */
const PAGE_OF: Partial<Record<string, (key: string) => string>> = {
  products: productHref,
  home: () => "/",
  pages: topLevelPageHref,
  legal: topLevelPageHref,
  "case-studies": topLevelPageHref,
  "industry-pages": topLevelPageHref,
  industries: industryHref,
  "board-of-directors": (key) => teamProfileHref("board-of-directors", key),
  "corporate-team": (key) => teamProfileHref("corporate-team", key),
  certifications: () => QUALITY_CERTIFICATIONS_PATH,
};

/**
 * Per language, the English addresses of the pages whose content lacks its translation there: that
 * language's sitemap leaves them out (decision 063), as its page shows the English.
 */
export async function untranslatedPaths(
  db: Db,
  contentKinds: readonly AnyContentKind[],
  translations: Translations,
): Promise<Map<Locale, Set<string>>> {
  const missing = new Map<Locale, Set<string>>(PREFIXED_LOCALES.map((locale) => [locale, new Set<string>()]));
  for (const kind of TRANSLATION_KINDS) {
    const pageOf = PAGE_OF[kind.name];
    if (!pageOf) continue;
    for (const item of await translationStatus(db, contentKinds, translations, kind)) {
      for (const locale of PREFIXED_LOCALES)
        if (!item.complete[locale]) missing.get(locale)?.add(pageOf(item.key));
    }
  }
  return missing;
}
