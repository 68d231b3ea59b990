import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#server/db/seed.ts";
import { PRODUCT_MESSAGES } from "#shared/content-editing/product-form.ts";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { getOkJson, textOf } from "../support/http-client.ts";
import { pdfText } from "../support/pdf-text.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * Products in the console (issue 15): the editor's forms posted as a browser without JavaScript
 * posts them, and what a visitor then finds: the page, search through /api/list, the datasheet PDF,
 * a renamed product's 301, and a re-seed that keeps the edit.
 */
let service: TestService;
let editor: StaffBrowser;
const documents: HtmlDocument[] = [];

beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

const SLUG = "fenfoam-s-120";
const NEW_SLUG = "fenfoam-s-120-food-grade";
/** A word no product has yet: search finds the product by it only once the edit is live. */
const WORD = "quillwort";
const DESCRIPTION = `A 20% active silicone antifoam emulsion for fermenters, now trialled at the ${WORD} starch plant.`;

/** The editor's fields as the page holds them for Fenfoam S-120 (content/catalogue/products.json). */
const FORM = {
  name: "Fenfoam S-120",
  slug: SLUG,
  categoryId: "3",
  chemicalType: "Silicone antifoam emulsion",
  activityPercent: "20",
  applicationArea: "Food processing, fermentation",
  description: DESCRIPTION,
  properties: "Appearance: Milky white liquid\nActive content: 20%\npH: 6.5–7.5",
  form: "emulsion",
  active: "on",
  "reference-halal": "HFC-2025-0001",
};

/** The checkbox groups, repeated names as a browser sends them. */
const CHOICES: [string, string][] = [
  ["industries", "fermentation"],
  ["industries", "food-processing"],
  ["functions", "defoamer"],
  ["chemistry", "silicone"],
  ["certifications", "halal"],
  ["certifications", "reach"],
];

function post(path: string, intent: string, fields: Record<string, string>) {
  return staffAction(service, editor, path, intent, [...Object.entries({ ...FORM, ...fields }), ...CHOICES]);
}

/** The version the editor page holds in its hidden field, as a browser would post it back. */
async function versionOn(path: string): Promise<string> {
  const response = await staffGet(service, editor, path);
  expect(response.status, path).toBe(200);
  const version = /name="version" value="(\d+)"/.exec(await response.text())?.[1];
  if (!version) throw new Error(`no version field on ${path}`);
  return version;
}

type ProductList = { data: { name: string; description: string; pdflink: string }[]; total: number };
const search = (words: string) =>
  getOkJson<ProductList>(service, `/api/list?query=${encodeURIComponent(words)}`);

async function keep(name: string, response: Response): Promise<string> {
  const html = (await response.text()).replaceAll("<!-- -->", "");
  documents.push({ name, html });
  return html;
}

describe("the product editor", () => {
  it("lists a product under its address and shows each field labelled as the product page does", async () => {
    // 279 products are six pages: the search finds this one (issue 31).
    const list = await keep(
      "product list",
      await staffGet(service, editor, `/staff/products?q=fenfoam+s-120`),
    );
    expect(list).toContain(`href="/staff/products/${SLUG}"`);
    const page = await keep("product editor", await staffGet(service, editor, `/staff/products/${SLUG}`));
    for (const label of [
      "Name",
      "Description",
      "Chemical type",
      "Activity",
      "Application area",
      "Typical properties",
      "Category",
    ]) {
      expect(page).toContain(`${label}<`);
    }
    expect(page).toContain("Viscosity: 150 mPa·s at 25 °C");
    expect(page).toContain('value="HFC-2025-0001"');
    await keep("new product", await staffGet(service, editor, "/staff/products/new"));
    expect((await staffGet(service, editor, "/staff/products/no-such-product")).status).toBe(404);
  });

  it("Save draft keeps the new description private; Preview shows it at the product's address to the editor alone", async () => {
    const path = `/staff/products/${SLUG}`;
    const saved = await post(path, "save", { version: await versionOn(path) });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path}?done=saved`);
    expect((await search(WORD)).total).toBe(0);
    expect(await textOf(service, `/products/${SLUG}`)).not.toContain(WORD);

    const preview = await post(path, "preview", { version: await versionOn(path) });
    expect(preview.headers.get("location")).toBe(`/products/${SLUG}?preview=1`);
    const seen = await staffGet(service, editor, `/products/${SLUG}?preview=1`);
    expect(seen.headers.get("cache-control")).toBe("private, no-store");
    const html = await keep("product preview", seen);
    expect(html).toContain(DESCRIPTION);
    expect(html).toContain("Preview of a draft.");
    expect(await textOf(service, `/products/${SLUG}?preview=1`)).not.toContain(WORD);
  });

  it("a form with a bad property line or a taken address comes back with the message beside the field", async () => {
    const path = `/staff/products/${SLUG}`;
    const version = await versionOn(path);
    const badLine = await post(path, "save", { version, properties: "Appearance milky" });
    expect(badLine.status).toBe(400);
    expect(await keep("product editor with errors", badLine)).toContain(PRODUCT_MESSAGES.properties);
    const taken = await post(path, "save", { version, slug: "fenfoam-p-340" });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(PRODUCT_MESSAGES.slugTaken);
  });

  it("Publish puts the description on the page, in search through /api/list and in a regenerated datasheet", async () => {
    const path = `/staff/products/${SLUG}`;
    const before = (await search("Fenfoam S-120")).data.find((product) => product.name === "Fenfoam S-120");
    expect(before?.pdflink).toBe(`datasheets/${SLUG}.pdf`);
    const published = await post(path, "publish", { version: await versionOn(path) });
    expect(published.headers.get("location")).toBe(`${path}?done=published`);

    expect(await textOf(service, `/products/${SLUG}`)).toContain(DESCRIPTION);
    const found = await search(WORD);
    expect(found.data.map((product) => product.name)).toEqual(["Fenfoam S-120"]);
    const pdflink = found.data[0]?.pdflink ?? "";
    expect(pdflink).toMatch(/^product-datasheets\/fenfoam-s-120-[0-9a-f]{16}\.pdf$/);
    const datasheet = await service.fetch(`/files/${pdflink}`);
    expect(datasheet.status).toBe(200);
    expect(datasheet.headers.get("content-type")).toBe("application/pdf");
    expect(datasheet.headers.get("cache-control")).toContain("immutable");
    const text = pdfText(Buffer.from(await datasheet.arrayBuffer()));
    expect(text).toContain(WORD);
    expect(text).toContain("Fenfoam S-120");
    // The build's datasheet of an unedited product still carries its own text.
    const untouched = await service.fetch("/files/datasheets/fenfoam-p-340.pdf");
    expect(pdfText(Buffer.from(await untouched.arrayBuffer()))).not.toContain(WORD);
  });

  it("renaming the address answers the old one with a 301 to the new, and the editor follows", async () => {
    const path = `/staff/products/${SLUG}`;
    const renamed = await post(path, "publish", { version: await versionOn(path), slug: NEW_SLUG });
    expect(renamed.headers.get("location")).toBe(`/staff/products/${NEW_SLUG}?done=published`);
    const old = await service.fetch(`/products/${SLUG}?from=datasheet`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/products/${NEW_SLUG}?from=datasheet`);
    expect((await service.fetch(`/products/${NEW_SLUG}`)).status).toBe(200);
    const editorPage = await keep(
      "product editor after rename",
      await staffGet(service, editor, `/staff/products/${NEW_SLUG}?done=published`),
    );
    expect(editorPage).toContain("Address changed");
    expect(await textOf(service, "/sitemap.xml")).toContain(`/products/${NEW_SLUG}<`);
  });

  it("a re-seed (restart, npm run seed, deploy) keeps the edited product", async () => {
    expect(await seedDatabase(service.services.database, { force: true })).toBe(true);
    service.services.contentVersion.invalidate();
    expect((await search(WORD)).total).toBe(1);
    expect((await service.fetch(`/products/${NEW_SLUG}`)).status).toBe(200);
    expect((await service.fetch(`/products/${SLUG}`)).status).toBe(301);
  });

  it("Unpublish takes the product off its page and out of search", async () => {
    const path = `/staff/products/${NEW_SLUG}`;
    const response = await staffAction(service, editor, path, "unpublish", {
      version: await versionOn(path),
      confirm: "yes",
    });
    expect(response.headers.get("location")).toBe(`${path}?done=unpublished`);
    expect((await service.fetch(`/products/${NEW_SLUG}`)).status).toBe(404);
    expect((await search(WORD)).total).toBe(0);
    expect(await keep("product editor after unpublish", await staffGet(service, editor, path))).toContain(
      "Status: <strong>Unpublished</strong>",
    );
  });
});

it("every product console page is valid HTML (Nu HTML Checker)", { timeout: 120_000 }, async () => {
  expect(documents).toHaveLength(7);
  expect(await htmlErrors(documents)).toEqual([]);
});
