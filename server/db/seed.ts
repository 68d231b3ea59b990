import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql, type Transaction } from "kysely";
import { bumpContentVersion } from "../content-version.ts";
import { CONTENT_KINDS } from "../services.ts";
import { CONTENT_DIR } from "./content-dir.ts";
import type { DatabaseHandle } from "./database.ts";
import type { Database } from "./schema.ts";
import { seeders } from "./seeders.ts";

type SeedContext = {
  tx: Transaction<Database>;
  /** Folder holding the sample content data files. */
  contentDir: string;
};

export type Seeder = {
  name: string;
  /**
   * Brings this domain's rows in from the content files; running it twice changes nothing. Editable
   * kinds insert only what is missing; the others still follow their files (decision 041).
   */
  run(context: SeedContext): Promise<void>;
};

/**
 * Loads the content files into the database when they changed since the last
 * seed (or on first start). Returns whether anything was written.
 */
export async function seedDatabase(
  handle: DatabaseHandle,
  options: { contentDir?: string; force?: boolean } = {},
): Promise<boolean> {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const hash = hashContent(contentDir);
  return handle.db.transaction().execute(async (tx) => {
    if (handle.dialect === "postgres") {
      // Instances starting together seed one after the other, never interleaved.
      await sql`select pg_advisory_xact_lock(72177)`.execute(tx);
    }
    const current = await tx
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", "content_hash")
      .executeTakeFirst();
    if (!options.force && current?.value === hash) return false;
    for (const seeder of seeders) await seeder.run({ tx, contentDir });
    await writeMeta(tx, "content_hash", hash);
    await bumpContentVersion(tx);
    return true;
  });
}

async function writeMeta(tx: Transaction<Database>, key: string, value: string): Promise<void> {
  await tx
    .insertInto("site_meta")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

function hashContent(dir: string): string {
  const hash = createHash("sha256");
  // A kind that becomes editable changes the hash, so the next start gives its items their entries.
  hash.update(JSON.stringify(CONTENT_KINDS.map((kind) => kind.name)));
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(dir, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest("hex");
}
