import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { exportContent } from "#server/content-editing/export.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { CONTENT_KINDS } from "#server/services.ts";
import { createPostgresDatabase, usesPostgres } from "./test-database.ts";
import { startTestService, type TestService } from "./test-service.ts";

/** Runs `content:export` on a service's database into a new folder; the caller removes it. */
export async function exportOf(service: TestService): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-export-"));
  await exportContent(service.services.database.db, CONTENT_KINDS, CONTENT_DIR, dir);
  return dir;
}

/** One content file as `content:export` writes it from a freshly seeded database, beside the file itself. */
export async function freshExportOf(file: string): Promise<{ exported: string; original: string }> {
  const fresh = await startTestService();
  const dir = await exportOf(fresh).finally(() => fresh.stop());
  try {
    return {
      exported: fs.readFileSync(path.join(dir, file), "utf8"),
      original: fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A second service on an empty database (SQLite, or PostgreSQL when the tests use it) seeded from
 * `contentDir`, as a new site would be from an export. `stop` stops it and removes its data.
 */
export async function startSeededCopy(
  contentDir: string,
): Promise<{ copy: TestService; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-import-"));
  const postgres = usesPostgres() ? await createPostgresDatabase() : undefined;
  const env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await migrateToLatest(handle.db);
  await seedDatabase(handle, { contentDir });
  await handle.close();
  const copy = await startTestService(env);
  return {
    copy,
    async stop() {
      await copy.stop();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The two sites answer every path alike: API answers and XML byte for byte, pages by their ETag. */
export async function expectSameAnswers(a: TestService, b: TestService, paths: readonly string[]) {
  for (const pathname of paths) {
    const [first, second] = await Promise.all([a.fetch(pathname), b.fetch(pathname)]);
    expect(second.status, pathname).toBe(first.status);
    if (pathname.startsWith("/api/") || pathname.endsWith(".xml")) {
      expect(await second.text(), pathname).toBe(await first.text());
    } else {
      // The ETag hashes the page without its per-response nonce.
      expect(second.headers.get("etag"), pathname).toBe(first.headers.get("etag"));
    }
  }
}
