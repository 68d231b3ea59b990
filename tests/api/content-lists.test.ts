import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The product list as a browser without JavaScript asks for it (issue 31): 279 products, 50 a page,
 * found by name, status and category, sorted by any column, every choice kept in the address.
 */
type Product = { id: number; name: string; categoryId: number };
const PRODUCTS: Product[] = JSON.parse(
  fs.readFileSync(path.resolve("content/catalogue/products.json"), "utf8"),
) as Product[];
const BY_NAME = PRODUCTS.map((product) => product.name).sort((a, b) => a.localeCompare(b, "en"));

let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

/** The page's rows, as its checkboxes name them, and the count above the table. */
async function listAt(search: string) {
  const response = await staffGet(service, editor, `/staff/products${search}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const rows = [...html.matchAll(/aria-label="Select ([^"]*)"/g)].map((match) =>
    match[1]?.replace(/&amp;/g, "&"),
  );
  const count = /<p>(\d+–\d+ of \d+|No items match\.)<\/p>/.exec(html)?.[1];
  return { status: response.status, html, rows, count };
}

describe("the product list", () => {
  it("shows the first 50 by name, with a count and links to every page", async () => {
    const list = await listAt("");
    expect(list.status).toBe(200);
    expect(list.rows).toEqual(BY_NAME.slice(0, 50));
    expect(list.count).toBe(`1–50 of ${PRODUCTS.length}`);
    expect(list.html).toContain('href="/staff/products?page=6"');
    expect(list.html).not.toContain('href="/staff/products?page=7"');
  });

  it("shows page 2", async () => {
    const list = await listAt("?page=2");
    expect(list.rows).toEqual(BY_NAME.slice(50, 100));
    expect(list.count).toBe(`51–100 of ${PRODUCTS.length}`);
    expect(list.html).toMatch(/<a aria-current="page" href="\/staff\/products\?page=2"/);
  });

  it("searches names, ignoring case and accents, every word", async () => {
    const list = await listAt(`?${new URLSearchParams({ q: "FÉNSTRIP g-4" })}`);
    expect(list.rows).toEqual(["Fenstrip G-40", "Fenstrip G-45"]);
    expect(list.count).toBe("1–2 of 2");
  });

  it("filters by category", async () => {
    const list = await listAt("?category=4");
    const inCategory = PRODUCTS.filter((product) => product.categoryId === 4).map((product) => product.name);
    expect(list.rows).toEqual(inCategory.sort((a, b) => a.localeCompare(b, "en")));
    expect(list.html).toMatch(/<option value="4" selected="">Greases &amp; Lubricants<\/option>/);
  });

  it("filters by status", async () => {
    const product = PRODUCTS.find((item) => item.name === "Fenstrip G-30");
    if (!product) throw new Error("no Fenstrip G-30");
    const editing = service.services.contentEditing;
    const entry = await editing.get("products", String(product.id));
    if (!entry) throw new Error("no entry");
    await editing.unpublish("products", String(product.id), entry.version, { email: "test@fenmoor.example" });
    expect((await listAt("?status=unpublished")).rows).toEqual(["Fenstrip G-30"]);
    expect((await listAt("?q=fenstrip+g-3&status=published")).rows).toEqual(["Fenstrip G-35"]);
  });

  it("sorts by a column heading's link, which marks the order and keeps the search", async () => {
    const list = await listAt("?q=fenstrip+g&sort=title&order=desc");
    expect(list.rows).toEqual([
      "Fenstrip G-45",
      "Fenstrip G-40",
      "Fenstrip G-35",
      "Fenstrip G-30",
      "Fenstrip G",
    ]);
    expect(list.html).toMatch(
      /<th scope="col" aria-sort="descending"><a href="\/staff\/products\?q=fenstrip\+g&amp;sort=title"[^>]*>Name<\/a>/,
    );
    const byStatus = await listAt("?q=fenstrip+g&sort=status");
    expect(byStatus.rows.at(-1)).toBe("Fenstrip G-30");
  });

  it("sends a bad page number to page 1 and one past the last to the last, never an error", async () => {
    for (const search of ["?page=abc", "?page=-3", "?sort=__proto__&status=toString&order=x"]) {
      const response = await staffGet(service, editor, `/staff/products${search}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/staff/products");
    }
    const past = await staffGet(service, editor, `/staff/products?page=999999999999`);
    expect(past.headers.get("location")).toBe(`/staff/products?page=6`);
    expect((await listAt("?page=6")).count).toBe(`251–${PRODUCTS.length} of ${PRODUCTS.length}`);
  });

  it("sends the filter form's empty fields to the list's canonical address", async () => {
    const response = await staffGet(service, editor, `/staff/products?q=+Fenstrip+&status=&category=`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/staff/products?q=Fenstrip`);
  });
});
