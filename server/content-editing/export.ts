import fs from "node:fs";
import { TRANSLATION_KINDS } from "#shared/translations/translation-kinds.ts";
import type { Db } from "../db/database.ts";
import { exportTranslations } from "../translations/translation-files.ts";
import type { AnyContentKind } from "./content-kind.ts";
import { exportContentRedirects } from "./redirect-file.ts";

/**
 * Writes the content as the database holds it into `dir`, in the content files' format: the files
 * of `contentDir` as they are (kinds not yet editable are still loaded from them), then each editable
 * kind's file rewritten from its published records, the content redirects and the translations. Seeding an empty database from `dir` gives the same site.
 */
export async function exportContent(
  db: Db,
  kinds: readonly AnyContentKind[],
  contentDir: string,
  dir: string,
): Promise<{ kind: string; items: number }[]> {
  fs.cpSync(contentDir, dir, { recursive: true });
  const written = [];
  for (const kind of kinds) {
    const rows = await db
      .selectFrom("content_entries")
      .select("published")
      .where("kind", "=", kind.name)
      .where("published", "is not", null)
      .execute();
    const records = rows.map((row) => kind.schema.parse(JSON.parse(row.published ?? "null")));
    kind.write(dir, records);
    written.push({ kind: kind.name, items: records.length });
  }
  written.push({ kind: "redirects", items: await exportContentRedirects(db, dir) });
  written.push({ kind: "translations", items: await exportTranslations(db, TRANSLATION_KINDS, dir) });
  return written;
}
