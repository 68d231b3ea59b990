import { BASE_LOCALE, type Locale } from "#shared/i18n/locales.ts";
import { type EnglishSource, englishSource } from "#shared/translations/outdated.ts";
import { overlayTranslation, type Translated } from "#shared/translations/overlay.ts";
import { type TranslationKindName, translationKind } from "#shared/translations/translation-kinds.ts";
import type { AnyContentKind } from "../content-editing/content-kind.ts";
import { bumpContentVersion, type ContentVersion, perContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import type { AuditLog } from "../staff/audit-log.ts";
import { cleanTranslation } from "./clean-translation.ts";
import { englishItems } from "./english-items.ts";

type Fields = Record<string, unknown>;

const idOf = (kind: string, locale: string, key: string) => `${kind}/${locale}/${key}`;

/**
 * The content's translations (issue 17, decision 063), read once per content version: pages lay them
 * over the English they read; the console lists and edits them. A save is live on every instance within
 * a second, like a publish.
 */
export function createTranslations(db: Db, contentVersion: ContentVersion, audit: AuditLog) {
  const rows = perContentVersion(contentVersion, async () => {
    const stored = await db
      .selectFrom("content_translations")
      .select(["kind", "item_key", "locale", "fields", "source"])
      .execute();
    return new Map(
      stored.map((row) => [
        idOf(row.kind, row.locale, row.item_key),
        {
          fields: JSON.parse(row.fields) as Fields,
          source: row.source === null ? undefined : (JSON.parse(row.source) as EnglishSource),
        },
      ]),
    );
  });
  const items = async () => new Map([...(await rows())].map(([id, row]) => [id, row.fields] as const));

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

    /** What the stored translation was written against: its fields' English then (`outdatedFields`). */
    async sourceOf(
      kind: TranslationKindName,
      key: string,
      locale: Locale,
    ): Promise<EnglishSource | undefined> {
      return (await rows()).get(idOf(kind, locale, key))?.source;
    },

    /**
     * Notes, for each translation that has none yet (loaded from the files, or written before sources
     * were kept), the English it stands against as the English is now: from then on a change of the
     * English marks it out of date. Run at start; a row another instance noted first is left.
     */
    async noteSources(contentKinds: readonly AnyContentKind[]): Promise<number> {
      const unnoted = await db
        .selectFrom("content_translations")
        .select(["kind", "item_key", "locale"])
        .where("source", "is", null)
        .execute();
      const englishByKind = new Map<string, Map<string, Record<string, unknown>>>();
      const notes: { kind: string; key: string; locale: string; source: string }[] = [];
      for (const row of unnoted) {
        const definition = translationKind(row.kind as TranslationKindName);
        if (!definition || definition.layout === "glossary") continue;
        let english = englishByKind.get(row.kind);
        if (!english) {
          english = await englishItems(db, contentKinds, definition);
          englishByKind.set(row.kind, english);
        }
        const record = english.get(row.item_key);
        if (record) {
          const source = JSON.stringify(englishSource(definition, record));
          notes.push({ kind: row.kind, key: row.item_key, locale: row.locale, source });
        }
      }
      // One transaction: a first start notes a whole catalogue's translations at once.
      const noted = await db.transaction().execute(async (tx) => {
        let count = 0;
        for (const note of notes) {
          const result = await tx
            .updateTable("content_translations")
            .set({ source: note.source })
            .where("kind", "=", note.kind)
            .where("item_key", "=", note.key)
            .where("locale", "=", note.locale)
            .where("source", "is", null)
            .executeTakeFirst();
          count += Number(result.numUpdatedRows);
        }
        return count;
      });
      if (noted > 0) contentVersion.invalidate();
      return noted;
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

    /**
     * Stores an editor's translation of one item and makes it live, with the `english` it was written
     * against (without it, the English is noted at the next start).
     */
    async save(
      kind: TranslationKindName,
      key: string,
      locale: Locale,
      fields: Fields,
      editor: { id?: string | undefined; email: string; address?: string | undefined },
      english?: Readonly<Record<string, unknown>>,
    ): Promise<void> {
      const definition = translationKind(kind);
      if (!definition) throw new Error(`no translation kind ${kind}`);
      const now = new Date().toISOString();
      const stored = JSON.stringify(cleanTranslation(definition, fields));
      const source = english ? JSON.stringify(englishSource(definition, english)) : null;
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto("content_translations")
          .values({
            kind,
            item_key: key,
            locale,
            fields: stored,
            updated_at: now,
            updated_by: editor.email,
            source,
          })
          .onConflict((oc) =>
            oc
              .columns(["kind", "item_key", "locale"])
              .doUpdateSet({ fields: stored, updated_at: now, updated_by: editor.email, source }),
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
