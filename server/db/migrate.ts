import { Migrator } from "kysely/migration";
import type { Db } from "./database.ts";
import { migrations } from "./migrations/index.ts";

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
