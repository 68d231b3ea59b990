import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import type { Seeder } from "../db/seed.ts";

/** The content redirects as a content file (decision 080): written by `content:export`, seeded back. */
export const CONTENT_REDIRECTS_FILE = "content-redirects.json";

const ContentRedirectRecord = z.object({
  from: z.string().startsWith("/"),
  to: z.string().min(1),
  origin: z.enum(["slug", "editor"]),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
type ContentRedirectRecord = z.infer<typeof ContentRedirectRecord>;

/** The file's redirects; a content folder without the file (an older export) has none. */
function readContentRedirects(contentDir: string): ContentRedirectRecord[] {
  const file = path.join(contentDir, CONTENT_REDIRECTS_FILE);
  if (!fs.existsSync(file)) return [];
  return z.array(ContentRedirectRecord).parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

/** Writes every content redirect of the database into `dir`, by old address; returns how many. */
export async function exportContentRedirects(db: Db, dir: string): Promise<number> {
  const rows = await db.selectFrom("content_redirects").selectAll().orderBy("from_path").execute();
  const records: ContentRedirectRecord[] = rows.map((row) => ({
    from: row.from_path,
    to: row.to_path,
    origin: row.origin,
    createdAt: row.created_at,
    createdBy: row.created_by,
  }));
  fs.writeFileSync(path.join(dir, CONTENT_REDIRECTS_FILE), `${JSON.stringify(records, null, 2)}\n`);
  return records.length;
}

/**
 * Inserts the file's redirects the database lacks (decision 041's rule: one it has, changed or
 * not, is left alone), after the editable kinds, so an exported site seeds back with its redirects.
 */
export const contentRedirectsSeeder: Seeder = {
  name: "content-redirects",
  async run({ tx, contentDir }) {
    for (const record of readContentRedirects(contentDir)) {
      await tx
        .insertInto("content_redirects")
        .values({
          from_path: record.from,
          to_path: record.to,
          origin: record.origin,
          created_at: record.createdAt,
          created_by: record.createdBy,
        })
        .onConflict((oc) => oc.column("from_path").doNothing())
        .execute();
    }
  },
};
