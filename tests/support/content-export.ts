import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exportContent } from "../../server/content-editing/export.ts";
import { CONTENT_KINDS } from "../../server/content-editing/registry.ts";
import { CONTENT_DIR } from "../../server/db/seed.ts";
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
