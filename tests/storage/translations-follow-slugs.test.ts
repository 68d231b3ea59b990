import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSLATIONS_PATH } from "#shared/content-editing/console-paths.ts";
import { EDITOR, publish, saveDraft, unpublish } from "../support/content-edits.ts";
import { exportOf } from "../support/content-export.ts";
import { textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** A publish that changes an item's slug takes its translations along (decision 082). */
let service: TestService;
let editor: StaffBrowser;
const dirs: string[] = [];
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor"));
});
afterAll(async () => {
  await service.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const pageOf = async (pathname: string) => (await textOf(service, pathname)).replaceAll("<!-- -->", "");
const consoleText = async (pathname: string) =>
  (await (await staffGet(service, editor, pathname)).text()).replaceAll("<!-- -->", "");
/** The product page's description when it is shown in English because the translation is missing. */
const ENGLISH_DESCRIPTION = '<p class="product-page-description" lang="en">';

async function keyOf(kind: string, slug: string): Promise<string> {
  const key = await service.services.contentEditing.findKey(kind, (record) => record.slug === slug);
  if (!key) throw new Error(`no ${kind} at ${slug}`);
  return key;
}

async function rename(kind: string, slug: string, newSlug: string): Promise<string> {
  const key = await keyOf(kind, slug);
  await saveDraft(service, kind, key, (record) => ({ ...record, slug: newSlug }));
  await publish(service, kind, key);
  return key;
}

describe("translations follow a new slug", () => {
  it("a renamed product's German page is German at its new address, nothing is missing, and the export keys it by the new slug", async () => {
    const german = await service.services.translations.get("products", "fenfoam-s-120", "de");
    const key = await rename("products", "fenfoam-s-120", "fenfoam-s-120-food-grade");

    const page = await pageOf("/de/products/fenfoam-s-120-food-grade");
    expect(page).toContain(String(german?.description));
    expect(page).not.toContain(ENGLISH_DESCRIPTION);

    const overview = await consoleText(TRANSLATIONS_PATH);
    expect(overview).toMatch(
      /Products<\/a><\/th><td data-label="German">279 of 279<\/td><td data-label="French">279 of 279<\/td><td data-label="Spanish">279 of 279<\/td>/,
    );
    expect(overview).toContain("Missing in German</h2><p>Nothing: every item is translated.</p>");
    expect(await service.services.translations.get("products", "fenfoam-s-120", "de")).toBeUndefined();

    const { entries } = await service.services.staff.audit.list({ kind: "content-published" });
    expect(entries[0]).toMatchObject({
      subject: `products/${key}`,
      detail: { translations: "de, es, fr moved from fenfoam-s-120 to fenfoam-s-120-food-grade" },
    });

    const dir = await exportOf(service);
    dirs.push(dir);
    const exported = JSON.parse(
      fs.readFileSync(path.join(dir, "translations/de/catalogue/products.json"), "utf8"),
    ) as Record<string, unknown>;
    expect(exported["fenfoam-s-120-food-grade"]).toEqual(german);
    expect(exported["fenfoam-s-120"]).toBeUndefined();
  });

  it("replaces the stale translation left under the new slug by an item that once had it", async () => {
    const german = await service.services.translations.get("products", "fenfoam-p-340", "de");
    await service.services.translations.save(
      "products",
      "fenfoam-p-340-plus",
      "de",
      { description: "Ein Text über ein anderes Produkt." },
      EDITOR,
    );
    await rename("products", "fenfoam-p-340", "fenfoam-p-340-plus");

    expect(await service.services.translations.get("products", "fenfoam-p-340-plus", "de")).toEqual(german);
    const page = await pageOf("/de/products/fenfoam-p-340-plus");
    expect(page).not.toContain("Ein Text über ein anderes Produkt.");
    const { entries } = await service.services.staff.audit.list({ kind: "content-published" });
    expect(entries[0]?.detail).toMatchObject({ replacedTranslations: "de formerly at fenfoam-p-340-plus" });
  });

  it("a product taken down, given a new slug and published again takes its translations along", async () => {
    const key = await keyOf("products", "fenfoam-s-120-food-grade");
    await unpublish(service, "products", key);
    await saveDraft(service, "products", key, (record) => ({ ...record, slug: "fenfoam-s-120-dairy" }));
    await publish(service, "products", key);

    expect(await pageOf("/de/products/fenfoam-s-120-dairy")).not.toContain(ENGLISH_DESCRIPTION);
    expect(await service.services.translations.get("products", "fenfoam-s-120-dairy", "fr")).toBeDefined();
  });

  it("a category's translations follow its slug, though its address (by id) stays", async () => {
    const french = await service.services.translations.get("categories", "release-agents", "fr");
    await rename("categories", "release-agents", "mould-release-agents");

    expect(await service.services.translations.get("categories", "mould-release-agents", "fr")).toEqual(
      french,
    );
    expect(await consoleText(TRANSLATIONS_PATH)).toMatch(
      /Categories<\/a><\/th><td data-label="German">(\d+) of \1<\/td><td data-label="French">\1 of \1<\/td><td data-label="Spanish">\1 of \1<\/td>/,
    );
  });
});
