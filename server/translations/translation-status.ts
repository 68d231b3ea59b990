import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { outdatedFields } from "#shared/translations/outdated.ts";
import type { TranslationKind, TranslationKindName } from "#shared/translations/translation-kinds.ts";
import type { AnyContentKind } from "../content-editing/content-kind.ts";
import type { Db } from "../db/database.ts";
import { englishItems } from "./english-items.ts";
import type { Translations } from "./translations.ts";

type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

/**
 * One item of a kind, with whether each language has its complete translation, and the fields
 * (by label) whose English changed since each language's translation was written.
 */
export type ItemTranslationStatus = {
  key: string;
  title: string;
  complete: Record<PrefixedLocale, boolean>;
  outdated: Record<PrefixedLocale, string[]>;
};

const titleOf = (key: string, record: Record<string, unknown>): string => {
  const title = record.title ?? record.name;
  return typeof title === "string" && title !== "" ? title : key;
};

/** Every live item of `kind` and which languages lack its translation: the console's list of what to translate. */
export async function translationStatus(
  db: Db,
  contentKinds: readonly AnyContentKind[],
  translations: Translations,
  kind: TranslationKind,
): Promise<ItemTranslationStatus[]> {
  const name = kind.name as TranslationKindName;
  const glossaries =
    kind.layout === "glossary"
      ? new Map(
          await Promise.all(
            PREFIXED_LOCALES.map(
              async (locale) => [locale, await translations.glossary(name, locale)] as const,
            ),
          ),
        )
      : undefined;
  const items = [...(await englishItems(db, contentKinds, kind))];
  return Promise.all(
    items.map(async ([key, english]) => {
      const entries = await Promise.all(
        PREFIXED_LOCALES.map(async (locale) => {
          const done = glossaries
            ? Boolean(glossaries.get(locale)?.get(key))
            : (await translations.translate(name, key, locale, english)).complete;
          return [locale, done] as const;
        }),
      );
      const outdated = await Promise.all(
        PREFIXED_LOCALES.map(
          async (locale) =>
            [locale, outdatedFields(kind, english, await translations.sourceOf(name, key, locale))] as const,
        ),
      );
      return {
        key,
        title: titleOf(key, english),
        complete: Object.fromEntries(entries) as Record<PrefixedLocale, boolean>,
        outdated: Object.fromEntries(outdated) as Record<PrefixedLocale, string[]>,
      };
    }),
  );
}
