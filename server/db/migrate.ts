import { Migrator } from "kysely/migration";
import type { Db } from "./database.ts";
import { migrations } from "./migrations/index.ts";

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out to work landing in parallel: a database that already ran a later one
    // (0095) still takes an earlier one that lands after it (0092); none depends on a later number.
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
