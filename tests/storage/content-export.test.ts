import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportContent } from "#server/content-editing/export.ts";
import { CONTENT_REDIRECTS_FILE } from "#server/content-editing/redirect-file.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { readNews } from "#server/media/content-files.ts";
import { CONTENT_KINDS } from "#server/services.ts";
import { exportOf, freshExportOf } from "../support/content-export.ts";
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

const PRODUCT_SLUG = "fenfoam-p-340";
const PRODUCT_WORD = "wortley";
const PATHS = [
  "/news",
  "/news?page=2",
  "/",
  "/api/media-list",
  "/api/media-list?skip=5",
  "/sitemap.xml",
  `/products/${PRODUCT_SLUG}`,
  `/api/list?query=${PRODUCT_WORD}`,
  "/api/list?catId=3&skip=0",
];

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

    const productKey = await editing.findKey("products", (record) => record.slug === PRODUCT_SLUG);
    const product = productKey ? await editing.get("products", productKey) : undefined;
    if (!productKey || !product) throw new Error(`no product ${PRODUCT_SLUG}`);
    const description = `A neat, self-dispersing defoamer for dye baths, proven in the ${PRODUCT_WORD} dye house trial.`;
    const productSaved = await editing.save(
      "products",
      productKey,
      { ...product.working, description },
      product.version,
      editor,
    );
    if (!("ok" in productSaved)) throw new Error("product not saved");
    await editing.publish("products", productKey, productSaved.version, editor);
    const redirect = await source.services.redirectTable.add(
      { from: "/dye-house-trial", to: `/products/${PRODUCT_SLUG}` },
      editor,
    );
    expect(redirect).toMatchObject({ ok: true });

    const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-export-"));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-import-"));
    dirs.push(exportDir, dataDir);
    await exportContent(source.services.database.db, CONTENT_KINDS, CONTENT_DIR, exportDir);
    expect(fs.readFileSync(path.join(exportDir, "media/news.json"), "utf8")).toContain(
      "Exported edit of the pilot reactor news",
    );

    expect(fs.readFileSync(path.join(exportDir, "catalogue/products.json"), "utf8")).toContain(description);
    expect(JSON.parse(fs.readFileSync(path.join(exportDir, CONTENT_REDIRECTS_FILE), "utf8"))).toEqual([
      expect.objectContaining({
        from: "/dye-house-trial",
        to: `/products/${PRODUCT_SLUG}`,
        origin: "editor",
      }),
    ]);

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
    // The regenerated datasheet is the same file, at the same address, on both.
    const found = (await (await copy.fetch(`/api/list?query=${PRODUCT_WORD}`)).json()) as {
      data: { pdflink: string }[];
    };
    const pdflink = found.data[0]?.pdflink ?? "";
    expect(pdflink).toMatch(/^product-datasheets\//);
    const [pdfA, pdfB] = await Promise.all([
      source.fetch(`/files/${pdflink}`),
      copy.fetch(`/files/${pdflink}`),
    ]);
    expect(pdfB.status).toBe(200);
    expect(Buffer.from(await pdfB.arrayBuffer()).equals(Buffer.from(await pdfA.arrayBuffer()))).toBe(true);

    // The editor's redirect came back with the content, and the copy's export is the same file.
    const redirected = await copy.fetch("/dye-house-trial", { redirect: "manual" });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("location")).toBe(`/products/${PRODUCT_SLUG}`);
    const againDir = await exportOf(copy);
    dirs.push(againDir);
    expect(fs.readFileSync(path.join(againDir, CONTENT_REDIRECTS_FILE), "utf8")).toBe(
      fs.readFileSync(path.join(exportDir, CONTENT_REDIRECTS_FILE), "utf8"),
    );
  });

  it("writes the shipped content redirects file as it is", async () => {
    const { exported, original } = await freshExportOf(CONTENT_REDIRECTS_FILE);
    expect(exported).toBe(original);
  });
});
