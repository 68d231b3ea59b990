import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES_FILE, readCategories } from "#server/catalogue/content-files.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import type { Category } from "#shared/catalogue/api.ts";
import { CATEGORY_MESSAGES } from "#shared/content-editing/category-form.ts";
import { exportOf, freshExportOf } from "../support/content-export.ts";
import { getOkJson, textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * Categories as editable content (decision 072): a publish renames a category on its finder page,
 * in the Products menu of every page, in search and in the API, in the order given; a new category
 * joins the tree and, taken down, its page answers 404; the export writes the file back as it was.
 */
let service: TestService;
let staff: StaffBrowser;
const editor = { email: "editor@fenmoor.example" };
const categories = readCategories(CONTENT_DIR);
const dirs: string[] = [];

beforeAll(async () => {
  ({ service, browser: staff } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(async () => {
  await service.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const editing = () => service.services.contentEditing;
const tree = async () => (await getOkJson<{ data: Category[] }>(service, "/api/category-list")).data;
const childrenOf = async (id: number) => (await tree()).find((group) => group.id === id)?.subCategories ?? [];

async function current(key: string) {
  const entry = await editing().get("categories", key);
  if (!entry) throw new Error(`no category ${key}`);
  return entry;
}

describe("categories in the console", () => {
  const foam = categories.find((category) => category.id === 3);
  if (!foam) throw new Error("no foam control category");
  const renamed = {
    ...foam,
    name: "Defoamers and Antifoams",
    menuLabel: "Defoamers",
    summary: "Silicone and organic defoamers for every stage of a water-based process.",
    order: 0,
  };

  it("keeps a draft private, shows its preview to staff alone, and a publish renames it everywhere", async () => {
    const saved = await editing().save("categories", "3", renamed, (await current("3")).version, editor);
    expect(saved).toMatchObject({ ok: true });
    expect((await childrenOf(1)).map((item) => item.name)).toContain(foam.name);

    const preview = await staffGet(service, staff, "/product?cat_id=3&preview=3");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Preview of a draft.");
    expect(previewHtml).toMatch(/<h1[^>]*>Defoamers and Antifoams/);
    expect(previewHtml).toContain(renamed.summary);
    const anonymous = await textOf(service, "/product?cat_id=3&preview=3");
    expect(anonymous).toMatch(/<h1[^>]*>Foam Control Agents/);
    expect(anonymous).not.toContain("Preview of a draft.");

    if (!("ok" in saved)) return;
    await editing().publish("categories", "3", saved.version, editor);
    const page = await textOf(service, "/product?cat_id=3");
    expect(page).toMatch(/<h1[^>]*>Defoamers and Antifoams/);
    expect(page).toContain(renamed.summary);
    // The order puts it first among its siblings, in the API and in the menu of every page.
    expect((await childrenOf(1))[0]?.name).toBe("Defoamers and Antifoams");
    const news = await textOf(service, "/news");
    expect(news).toContain('<a href="/product?cat_id=3" data-discover="true">Defoamers</a>');
    expect(news).not.toContain(">Foam Control</a>");
    expect(await textOf(service, "/search?search=antifoams")).toContain("Defoamers and Antifoams");
    const listed = await getOkJson<{ data: { cat_name: string }[] }>(service, "/api/list?catId=3");
    expect(listed.data[0]?.cat_name).toBe("Defoamers and Antifoams");
  });

  it("adds a new category to the tree, and unpublished its page answers 404 and it leaves the tree", async () => {
    const created = await editing().save(
      "categories",
      null,
      { parentId: 2, name: "Plate Chemistry", slug: "plate-chemistry", summary: "Plate cleaners and gums." },
      0,
      editor,
    );
    if (!("ok" in created)) throw new Error("not created");
    await editing().publish("categories", created.key, created.version, editor);
    expect((await childrenOf(2)).map((item) => item.name)).toContain("Plate Chemistry");
    expect((await service.fetch(`/product?cat_id=${created.key}`)).status).toBe(200);

    await editing().unpublish("categories", created.key, (await current(created.key)).version, editor);
    expect((await childrenOf(2)).map((item) => item.name)).not.toContain("Plate Chemistry");
    expect((await service.fetch(`/product?cat_id=${created.key}`)).status).toBe(404);
    // An id that never existed still shows the finder, as before.
    expect((await service.fetch("/product?cat_id=999999")).status).toBe(200);
  });

  it("refuses, in the console, to take down a category that still holds products", async () => {
    const response = await staffAction(service, staff, "/staff/categories/3", "unpublish", {
      version: String((await current("3")).version),
      confirm: "yes",
    });
    expect(response.status).toBe(409);
    expect((await response.text()).replaceAll("&#x27;", "'")).toContain(CATEGORY_MESSAGES.inUse);
    expect((await current("3")).status).toBe("published");
    expect((await service.fetch("/product?cat_id=3")).status).toBe(200);
  });

  it("records the saves, publishes and unpublish in the audit log", async () => {
    const { entries } = await service.services.staff.audit.list({ person: editor.email });
    const kinds = entries
      .filter((entry) => entry.subject?.startsWith("categories/"))
      .map((entry) => entry.kind);
    expect(new Set(kinds)).toEqual(new Set(["content-saved", "content-published", "content-unpublished"]));
  });
});

describe("content:export of categories", () => {
  it("writes the file back byte for byte when nothing was edited, and the edit when one was", async () => {
    const { exported, original } = await freshExportOf(CATEGORIES_FILE);
    expect(exported).toBe(original);
    const dir = await exportOf(service);
    dirs.push(dir);
    expect(readCategories(dir).find((category) => category.id === 3)).toMatchObject({
      name: "Defoamers and Antifoams",
      menuLabel: "Defoamers",
      order: 0,
    });
  });
});
