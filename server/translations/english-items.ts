import fs from "node:fs";
import path from "node:path";
import { LEGAL_PAGE_SLUGS } from "#shared/legal/legal-pages.ts";
import type { TranslationKind } from "#shared/translations/translation-kinds.ts";
import { CERTIFICATIONS } from "../company/certifications.ts";
import type { AnyContentKind } from "../content-editing/content-kind.ts";
import { CONTENT_DIR } from "../db/content-dir.ts";
import type { Db } from "../db/database.ts";

type EnglishRecord = Record<string, unknown>;

async function published(db: Db, kind: string): Promise<{ key: string; record: EnglishRecord }[]> {
  const rows = await db
    .selectFrom("content_entries")
    .select(["item_key", "published"])
    .where("kind", "=", kind)
    .where("published", "is not", null)
    .orderBy("item_key")
    .execute();
  return rows.map((row) => ({
    key: row.item_key,
    record: JSON.parse(row.published ?? "{}") as EnglishRecord,
  }));
}

let legalRecords: [string, EnglishRecord][] | undefined;

/** The legal pages' files ship with the site and change only with a deployment: read once. */
function legalItems(): [string, EnglishRecord][] {
  legalRecords ??= LEGAL_PAGE_SLUGS.map((slug) => [
    slug,
    JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "legal", `${slug}.json`), "utf8")) as EnglishRecord,
  ]);
  return legalRecords;
}

/**
 * The live English items of a kind, keyed as their translations are (slugs, file names, terms): what
 * the console sets beside each translation and checks it against. Legal texts and the certifications
 * are not edited in the console, so they come from their content files. An edited kind's items are
 * keyed as its content kind's `translations` says: a product by its slug, not its id. The content kinds
 * are the registry's, passed in: importing the registry here made a cycle the page bundle breaks.
 */
export async function englishItems(
  db: Db,
  contentKinds: readonly AnyContentKind[],
  kind: TranslationKind,
): Promise<Map<string, EnglishRecord>> {
  switch (kind.name) {
    case "legal":
      return new Map(legalItems());
    case "property-names": {
      const terms = (await published(db, "products")).flatMap(({ record }) =>
        (record.properties as [string, string][]).map(([name]) => name),
      );
      return new Map([...new Set(terms)].sort().map((name) => [name, { name }]));
    }
    case "certifications":
      return new Map([[kind.name, CERTIFICATIONS]]);
    default: {
      const edited = contentKinds.find((content) => content.translations?.kind === kind.name);
      if (!edited?.translations) throw new Error(`no content kind is translated as ${kind.name}`);
      const { keyOf } = edited.translations;
      return new Map((await published(db, edited.name)).map(({ record }) => [keyOf(record), record]));
    }
  }
}
