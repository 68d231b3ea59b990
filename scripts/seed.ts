/** `npm run seed`: reload the content files into the configured database (safe to repeat). */
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";

const database = openDatabase(loadConfig());
await migrateToLatest(database.db);
await seedDatabase(database, { force: true });
await database.close();
console.log(`content seeded into ${database.dialect}`);
