import { TRANSLATION_KINDS, translationKind } from "#shared/translations/translation-kinds.ts";
import type { Seeder } from "../db/seed.ts";
import { cleanTranslation } from "./clean-translation.ts";
import { readTranslationFiles } from "./translation-files.ts";

/**
 * Seeds the translations as the editable kinds are seeded (decision 041): a translation the database
 * lacks is inserted; one it has, edited in the console or not, is left alone.
 */
export const translationSeeder: Seeder = {
  name: "translations",
  async run({ tx, contentDir }) {
    const known = await tx
      .selectFrom("content_translations")
      .select(["kind", "item_key", "locale"])
      .execute();
    const knownIds = new Set(known.map((row) => `${row.kind}/${row.locale}/${row.item_key}`));
    const at = new Date().toISOString();
    for (const item of readTranslationFiles(contentDir, TRANSLATION_KINDS)) {
      if (knownIds.has(`${item.kind}/${item.locale}/${item.key}`)) continue;
      const kind = translationKind(item.kind);
      if (!kind) continue;
      await tx
        .insertInto("content_translations")
        .values({
          kind: item.kind,
          item_key: item.key,
          locale: item.locale,
          fields: JSON.stringify(cleanTranslation(kind, item.fields)),
          updated_at: at,
          updated_by: null,
        })
        .execute();
    }
  },
};
