import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportContent } from "../../server/content-editing/export.ts";
import { CONTENT_KINDS } from "../../server/content-editing/registry.ts";
import { openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { CONTENT_DIR, seedDatabase } from "../../server/db/seed.ts";
import { readNews } from "../../server/media/content-files.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Export, seed an empty database from the export, render: the same pages and API answers. */
let source: TestService;
let copy: TestService | undefined;
const dirs: string[] = [];
let dropCopy: (() => Promise<void>) | undefined;

beforeAll(async () => {
  source = await startTestService();
});
afterAll(async () => {
  await copy?.stop();
  await dropCopy?.();
  await source.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const PATHS = ["/news", "/news?page=2", "/", "/api/media-list", "/api/media-list?skip=5", "/sitemap.xml"];

describe("content:export round trip", () => {
  it("gives identical pages and API answers after seeding an empty database from the export", async () => {
    const [first] = readNews(CONTENT_DIR);
    if (!first) throw new Error("no news");
    const editing = source.services.contentEditing;
    const editor = { email: "editor@fenmoor.example" };
    const entry = await editing.get("news", String(first.id));
    const saved = await editing.save(
      "news",
      String(first.id),
      { ...first, name: "Exported edit of the pilot reactor news" },
      entry?.version ?? 0,
      editor,
    );
    if (!("ok" in saved)) throw new Error("not saved");
    await editing.publish("news", String(first.id), saved.version, editor);

    const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-export-"));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-import-"));
    dirs.push(exportDir, dataDir);
    await exportContent(source.services.database.db, CONTENT_KINDS, CONTENT_DIR, exportDir);
    expect(fs.readFileSync(path.join(exportDir, "media/news.json"), "utf8")).toContain(
      "Exported edit of the pilot reactor news",
    );

    const postgres = usesPostgres() ? await createPostgresDatabase() : undefined;
    dropCopy = postgres?.drop;
    const env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
    const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    await migrateToLatest(handle.db);
    await seedDatabase(handle, { contentDir: exportDir });
    await handle.close();
    copy = await startTestService(env);

    for (const pathname of PATHS) {
      const [a, b] = await Promise.all([source.fetch(pathname), copy.fetch(pathname)]);
      expect(b.status, pathname).toBe(a.status);
      if (pathname.startsWith("/api/") || pathname.endsWith(".xml")) {
        expect(await b.text(), pathname).toBe(await a.text());
      } else {
        // The ETag hashes the page without its per-response nonce.
        expect(b.headers.get("etag"), pathname).toBe(a.headers.get("etag"));
      }
    }
  });
});
