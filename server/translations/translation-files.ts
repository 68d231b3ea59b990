import fs from "node:fs";
import path from "node:path";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import type { TranslationKind } from "#shared/translations/translation-kinds.ts";
import { contentJson } from "../content-editing/fixed-items.ts";
import type { Db } from "../db/database.ts";

/** One item's translation as the content files hold it. */
export type TranslationFileItem = {
  kind: string;
  key: string;
  locale: string;
  fields: Record<string, unknown>;
};

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));

/** The items of one kind in one language under `content/translations/<locale>/`, none when the file is absent. */
function readKind(contentDir: string, kind: TranslationKind, locale: string): TranslationFileItem[] {
  const where = path.join(contentDir, "translations", locale, kind.file);
  if (!fs.existsSync(where)) return [];
  const item = (key: string, fields: unknown): TranslationFileItem => ({
    kind: kind.name,
    key,
    locale,
    fields: fields as Record<string, unknown>,
  });
  switch (kind.layout) {
    case "single":
      return [item(kind.name, readJson(where))];
    case "files":
      return fs
        .readdirSync(where)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => item(name.slice(0, -".json".length), readJson(path.join(where, name))));
    case "items":
      return Object.entries(readJson(where) as Record<string, unknown>).map(([key, fields]) =>
        item(key, fields),
      );
    case "glossary":
      return Object.entries(readJson(where) as Record<string, string>).map(([term, name]) =>
        item(term, { name }),
      );
  }
}

/** Every translation the content files hold, for the seed. */
export function readTranslationFiles(
  contentDir: string,
  kinds: readonly TranslationKind[],
): TranslationFileItem[] {
  return PREFIXED_LOCALES.flatMap((locale) => kinds.flatMap((kind) => readKind(contentDir, kind, locale)));
}

/** The keys of an object file already in `file`, so a rewrite keeps its order (and a round trip its bytes). */
function keyOrder(file: string): string[] {
  return fs.existsSync(file) ? Object.keys(readJson(file) as object) : [];
}

/** Writes translations back in the files' format (the export), into `dir`, over the files it holds. */
function writeTranslationFiles(
  dir: string,
  kinds: readonly TranslationKind[],
  items: readonly TranslationFileItem[],
): void {
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contentJson(value));
  };
  for (const locale of PREFIXED_LOCALES) {
    for (const kind of kinds) {
      const where = path.join(dir, "translations", locale, kind.file);
      const order = kind.layout === "items" || kind.layout === "glossary" ? keyOrder(where) : [];
      const place = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
      const own = items
        .filter((item) => item.kind === kind.name && item.locale === locale)
        .sort((a, b) => place(a.key) - place(b.key) || a.key.localeCompare(b.key));
      if (own.length === 0) continue;
      if (kind.layout === "files")
        for (const item of own) write(path.join(where, `${item.key}.json`), item.fields);
      else if (kind.layout === "single") write(where, own[0]?.fields);
      else if (kind.layout === "glossary")
        write(where, Object.fromEntries(own.map((item) => [item.key, item.fields.name])));
      else write(where, Object.fromEntries(own.map((item) => [item.key, item.fields])));
    }
  }
}

/** Every translation the database holds, written into `dir` in the content files' format. */
export async function exportTranslations(
  db: Db,
  kinds: readonly TranslationKind[],
  dir: string,
): Promise<number> {
  const rows = await db
    .selectFrom("content_translations")
    .select(["kind", "item_key", "locale", "fields"])
    .execute();
  writeTranslationFiles(
    dir,
    kinds,
    rows.map((row) => ({
      kind: row.kind,
      key: row.item_key,
      locale: row.locale,
      fields: JSON.parse(row.fields) as Record<string, unknown>,
    })),
  );
  return rows.length;
}
