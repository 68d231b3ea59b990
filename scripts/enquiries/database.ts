import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

/** The service's own database (DATA_DIR or DATABASE_URL), brought up to date so a fresh one reads as empty. */
export async function openEnquiryDatabase(): Promise<DatabaseHandle> {
  const database = openDatabase(loadConfig());
  await migrateToLatest(database.db);
  return database;
}

/** One line on stderr and exit status 2, as command-line tools do for bad usage. */
export function exitWithUsage(problem: string, usage: string): never {
  console.error(`${problem}\nusage: ${usage}`);
  process.exit(2);
}
