import type { Services } from "../../server/services.ts";
import { localeOfPath } from "../../shared/i18n/locales.ts";
import type { TranslationKindName } from "../../shared/translations/translation-kinds.ts";

/**
 * An item's content in the language of the page's address (decision 063). `lang` is `en` when the
 * item lacks a complete translation and the English shows instead, so the page marks it as English.
 */
export async function inPageLanguage<T extends object>(
  services: Services,
  request: Request,
  kind: TranslationKindName,
  key: string,
  english: T,
): Promise<{ value: T; lang: "en" | undefined }> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { value, complete } = await services.translations.translate(kind, key, locale, english);
  return { value, lang: complete ? undefined : "en" };
}
