import { BASE_LOCALE, type Locale } from "#shared/i18n/locales.ts";
import { overlayTranslation, type Translated } from "#shared/translations/overlay.ts";
import { type TranslationKindName, translationKind } from "#shared/translations/translation-kinds.ts";
import { bumpContentVersion, type ContentVersion, perContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import type { AuditLog } from "../staff/audit-log.ts";
import { cleanTranslation } from "./clean-translation.ts";

type Fields = Record<string, unknown>;

const idOf = (kind: string, locale: string, key: string) => `${kind}/${locale}/${key}`;

/**
 * The content's translations (issue 17, decision 063), read once per content version: pages lay them
 * over the English they read; the console lists and edits them. A save is live on every instance within
 * a second, like a publish.
 */
export function createTranslations(db: Db, contentVersion: ContentVersion, audit: AuditLog) {
  const items = perContentVersion(contentVersion, async () => {
    const rows = await db
      .selectFrom("content_translations")
      .select(["kind", "item_key", "locale", "fields"])
      .execute();
    return new Map(
      rows.map((row) => [idOf(row.kind, row.locale, row.item_key), JSON.parse(row.fields) as Fields]),
    );
  });

  return {
    /** The stored translation of one item, if any. */
    async get(kind: TranslationKindName, key: string, locale: Locale): Promise<Fields | undefined> {
      return (await items()).get(idOf(kind, locale, key));
    },

    /** `english` in `locale`: translated when its translation is complete, else English and marked so. */
    async translate<T extends object>(
      kind: TranslationKindName,
      key: string,
      locale: Locale,
      english: T,
    ): Promise<Translated<T>> {
      if (locale === BASE_LOCALE) return { value: english, complete: true };
      const definition = translationKind(kind);
      if (!definition) throw new Error(`no translation kind ${kind}`);
      return overlayTranslation(definition, english, (await items()).get(idOf(kind, locale, key)));
    },

    /** A glossary kind in `locale` (English term → translation); English pages get an empty one. */
    async glossary(kind: TranslationKindName, locale: Locale): Promise<Map<string, string>> {
      const terms = new Map<string, string>();
      if (locale === BASE_LOCALE) return terms;
      const prefix = `${kind}/${locale}/`;
      for (const [id, fields] of await items()) {
        if (id.startsWith(prefix) && typeof fields.name === "string")
          terms.set(id.slice(prefix.length), fields.name);
      }
      return terms;
    },

    /** Stores an editor's translation of one item and makes it live. */
    async save(
      kind: TranslationKindName,
      key: string,
      locale: Locale,
      fields: Fields,
      editor: { id?: string | undefined; email: string; address?: string | undefined },
    ): Promise<void> {
      const definition = translationKind(kind);
      if (!definition) throw new Error(`no translation kind ${kind}`);
      const now = new Date().toISOString();
      const stored = JSON.stringify(cleanTranslation(definition, fields));
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto("content_translations")
          .values({ kind, item_key: key, locale, fields: stored, updated_at: now, updated_by: editor.email })
          .onConflict((oc) =>
            oc
              .columns(["kind", "item_key", "locale"])
              .doUpdateSet({ fields: stored, updated_at: now, updated_by: editor.email }),
          )
          .execute();
        await bumpContentVersion(tx);
      });
      contentVersion.invalidate();
      await audit.record({
        kind: "translation-saved",
        actor: { id: editor.id ?? null, email: editor.email },
        subject: `${kind}/${key}`,
        address: editor.address,
        detail: { language: locale },
      });
    },
  };
}

export type Translations = ReturnType<typeof createTranslations>;
