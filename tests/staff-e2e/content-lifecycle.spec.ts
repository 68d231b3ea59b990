import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { contentItemPath, REDIRECTS_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { createPerson, STAFF_PASSWORD } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { signInWithPassword } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/**
 * Issue 15's "Done when": an edit survives a restart and `npm run seed`, and the export round trip
 * (content:export, seed an empty database from it) gives the same site. Each step runs a service of
 * its own on a data folder it keeps, as an operator restarts one.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const NEWS_KEY = "117";
const ORIGINAL = "Second pilot reactor commissioned at Heronsgate Works";
const EDITED = "Heronsgate's second pilot reactor makes its first silicone batch";
const EDITOR = "liv.lifecycle@fenmoor.example";

const services: TestService[] = [];
const dirs: string[] = [];
test.afterAll(async () => {
  for (const service of services) await service.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  dirs.push(dir);
  return dir;
}

/** A script of package.json as an operator runs it, against the data folder `dataDir`. */
function runScript(script: string, dataDir: string, args: string[] = []) {
  execFileSync("node", [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    stdio: "pipe",
  });
}

async function start(dataDir: string): Promise<TestService> {
  const service = await startTestService({ DATA_DIR: dataDir });
  services.push(service);
  return service;
}

/** The news page holding the item, as a visitor of `service` sees it: the edited title, not the old one. */
async function expectEditedNews(page: Page, service: TestService) {
  await page.goto(`${service.baseUrl}/news?item=${NEWS_KEY}`);
  await expect(page.getByRole("heading", { name: EDITED })).toBeVisible();
  await expect(page.getByRole("heading", { name: ORIGINAL })).toHaveCount(0);
}

test("an edit survives a restart and npm run seed, and the export round trip gives the same site", async ({
  page,
}) => {
  const dataDir = tempDir("lifecycle-data");
  const first = await start(dataDir);
  await createPerson(first, EDITOR, "editor");
  await page.goto(`${first.baseUrl}${STAFF_SIGN_IN_PATH}`);
  await signInWithPassword(page, EDITOR, STAFF_PASSWORD);
  await expect(page).toHaveURL(`${first.baseUrl}/staff`);
  await page.goto(`${first.baseUrl}${contentItemPath("news", NEWS_KEY)}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(ORIGINAL);
  await page.getByLabel("Title", { exact: true }).fill(EDITED);
  // The seeded item's picture has no alt text yet; the editor requires one.
  await page
    .getByRole("textbox", { name: /^Image alt text/ })
    .fill("The 200-litre pilot reactor in the laboratory");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  await page.goto(`${first.baseUrl}${REDIRECTS_PATH}`);
  await page.getByLabel("Old address").fill("/pilot-reactor");
  await page.getByLabel("New address").fill(`/news?item=${NEWS_KEY}`);
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status")).toContainText("Added: /pilot-reactor");

  // Restart, with `npm run seed` in between: the edit and the redirect are still there.
  await first.stop();
  services.splice(services.indexOf(first), 1);
  runScript("scripts/seed.ts", dataDir);
  const restarted = await start(dataDir);
  await expectEditedNews(page, restarted);
  await page.goto(`${restarted.baseUrl}/pilot-reactor`);
  await expect(page.getByRole("heading", { name: EDITED })).toBeVisible();

  // Export, seed an empty database from the export, start on it: the same pages and answers.
  const exportDir = tempDir("lifecycle-export");
  runScript("scripts/content-export.ts", dataDir, [exportDir]);
  const copyDir = tempDir("lifecycle-copy");
  const handle = openDatabase({ databaseUrl: undefined, dataDir: copyDir });
  await migrateToLatest(handle.db);
  await seedDatabase(handle, { contentDir: exportDir });
  await handle.close();
  const copy = await start(copyDir);
  await expectEditedNews(page, copy);
  await page.goto(`${copy.baseUrl}/pilot-reactor`);
  await expect(page.getByRole("heading", { name: EDITED })).toBeVisible();
  for (const pathname of ["/news", "/", "/sitemap.xml", "/api/media-list"]) {
    const [a, b] = await Promise.all([restarted.fetch(pathname), copy.fetch(pathname)]);
    expect(b.status, pathname).toBe(a.status);
    // The ETag hashes the page without its per-response nonce.
    expect(b.headers.get("etag"), pathname).toBe(a.headers.get("etag"));
  }
});
