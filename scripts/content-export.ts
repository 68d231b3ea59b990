/**
 * `npm run -s content:export -- <dir>`: the database's published content, written out in the content
 * files' format (for backup and review), with the service's DATA_DIR or DATABASE_URL.
 */
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { exportContent } from "#server/content-editing/export.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { CONTENT_KINDS } from "#server/services.ts";

const target = process.argv[2];
if (!target) {
  console.error("usage: npm run -s content:export -- <dir>");
  process.exit(2);
}
const dir = path.resolve(target);
const database = openDatabase(loadConfig());
try {
  await migrateToLatest(database.db);
  const written = await exportContent(database.db, CONTENT_KINDS, CONTENT_DIR, dir);
  for (const { kind, items } of written) console.log(`${kind}: ${items} published items`);
  console.log(`content exported to ${dir}`);
} finally {
  await database.close();
}
