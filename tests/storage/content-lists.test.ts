import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleText } from "../support/page-text.ts";
import { type StaffBrowser, signedIn, staffAction, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * Bulk publish and unpublish on a content list (issue 31), posted as a browser without JavaScript
 * posts the ticked rows: each item changes and is audited as if done from its editor, and an item
 * that cannot change is reported.
 */
type Product = { id: number; slug: string; name: string };
const PRODUCTS: Product[] = JSON.parse(
  fs.readFileSync(path.resolve("content/catalogue/products.json"), "utf8"),
) as Product[];
const product = (name: string) => {
  const found = PRODUCTS.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const FIRST = product("Fenstrip G-40");
const SECOND = product("Fenstrip G-45");
const THIRD = product("Fenstrip G-35");

let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

const bulk = (intent: string, products: Product[], extra: [string, string][] = []) =>
  staffAction(service, editor, "/staff/products", intent, [
    ...products.map((item): [string, string] => ["key", String(item.id)]),
    ...extra,
  ]);

describe("bulk actions on the product list", () => {
  it("unpublishes two products: both leave the site, each is audited, the page says so", async () => {
    for (const item of [FIRST, SECOND])
      expect((await service.fetch(`/products/${item.slug}`)).status).toBe(200);
    // First the question, naming each item and what links to it; nothing is taken down yet.
    const asked = visibleText(await (await bulk("bulk-unpublish", [FIRST, SECOND])).text());
    expect(asked).toContain("Unpublish 2 items?");
    expect(asked).toMatch(new RegExp(`${FIRST.name}: (linked from|nothing else on the site links to it)`));
    expect(asked).toContain("Unpublish them");
    for (const item of [FIRST, SECOND])
      expect((await service.fetch(`/products/${item.slug}`)).status).toBe(200);
    const response = await bulk("bulk-unpublish", [FIRST, SECOND], [["confirm", "yes"]]);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Unpublished 2: ${FIRST.name}, ${SECOND.name}.`);
    for (const item of [FIRST, SECOND])
      expect((await service.fetch(`/products/${item.slug}`)).status).toBe(404);
    const { entries } = await service.services.staff.audit.list({ kind: "content-unpublished" });
    expect(entries.map((entry) => entry.subject).sort()).toEqual(
      [`products/${FIRST.id}`, `products/${SECOND.id}`].sort(),
    );
  });

  it("publishes what it can and reports the rest: an invalid draft and one already live", async () => {
    const { db } = service.services.database;
    const entry = await service.services.contentEditing.get("products", String(FIRST.id));
    if (!entry) throw new Error("no entry");
    await db
      .updateTable("content_entries")
      .set({ draft: JSON.stringify({ ...entry.working, categoryId: "none" }) })
      .where("kind", "=", "products")
      .where("item_key", "=", String(FIRST.id))
      .execute();
    const response = await bulk("bulk-publish", [FIRST, SECOND, THIRD]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Published 1: ${SECOND.name}.`);
    expect(html).toContain(
      `Not published: ${FIRST.name} (its draft is incomplete: open it and fix the fields)`,
    );
    expect(html).toContain(`Not published: ${THIRD.name} (it is already published, with no changes)`);
    expect((await service.fetch(`/products/${SECOND.slug}`)).status).toBe(200);
    expect((await service.fetch(`/products/${FIRST.slug}`)).status).toBe(404);
  });

  it("is refused (403) to a person whose role lacks content:edit, and changes nothing", async () => {
    const sales = await signedIn(service, "sales");
    const refused = await staffAction(service, sales, "/staff/products", "bulk-unpublish", [
      ["key", String(SECOND.id)],
    ]);
    expect(refused.status).toBe(403);
    expect((await service.fetch(`/products/${SECOND.slug}`)).status).toBe(200);
  });
});
