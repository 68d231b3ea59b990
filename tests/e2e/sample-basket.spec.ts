import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe-check.ts";
import { fillSalesForm, SUCCESS } from "./enquiry-support.ts";
import { expect, test } from "./fixtures.ts";

const run = promisify(execFile);

type Exported = {
  fields: Record<string, string>;
  products: { name: string; quantity: string; use: string }[];
};

/** The stored sample requests, read with the sales team's export (`npm run enquiries:export`). */
async function exportedRequestsOf(company: string): Promise<Exported[]> {
  const { stdout } = await run(
    process.execPath,
    ["scripts/enquiries/export.ts", "--format", "json", "--type", "sample"],
    // The browser tests' service keeps its SQLite database here (playwright.config.ts).
    { env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "test-results/e2e-data" } },
  );
  return (JSON.parse(stdout) as Exported[]).filter((enquiry) => enquiry.fields.company === company);
}

const basketLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Sample request/ });

/** Fills the request's own fields and, per product, a quantity and a use; no product family. */
async function fillRequest(page: Page, company: string, products: [string, string, string][]) {
  await fillSalesForm(page);
  const form = page.locator("form.enquiry-form");
  await form.getByLabel("Company").fill(company);
  await form.getByLabel("Product Family").selectOption("");
  for (const [name, quantity, use] of products) {
    await form.getByLabel(`Quantity of ${name}`).selectOption(quantity);
    await form.getByLabel(`Intended use of ${name}`).fill(use);
  }
}

const PRODUCTS: [string, string, string][] = [
  ["Fenfoam A-120", "1 kg", "Pulp washer foam on recycled board"],
  ["Fenfoam S-120", "500 g", "Steep tank foam at start-up"],
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the sample basket ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    // Several pages, a form and an axe run on a machine shared with other test runs.
    test.slow();

    test("collects products from the finder and a product page into one stored request", async ({ page }) => {
      const company = `Basket Trials ${javaScriptEnabled ? "JS" : "no-JS"} ${Date.now()}`;
      await page.goto("/product?cat_id=3&page=1");
      await expect(basketLink(page)).toHaveCount(0);
      await page.getByRole("button", { name: "Add to sample request for Fenfoam A-120" }).click();
      await expect(basketLink(page)).toHaveAccessibleName("Sample request 1 product");
      // Still the finder's page the visitor was on.
      await expect(page).toHaveURL(/\/product\?cat_id=3/);
      await expect(
        page.getByRole("button", { name: "Remove Fenfoam A-120 from the sample request" }),
      ).toBeVisible();

      await page.goto("/products/fenfoam-s-120");
      await page.getByRole("button", { name: "Add to sample request for Fenfoam S-120" }).click();
      await expect(basketLink(page)).toHaveAccessibleName("Sample request 2 products");

      // Another page keeps it: the basket is never lost between pages.
      await page.goto("/who-we-are");
      await basketLink(page).click();
      await expect(page).toHaveURL(/\/request-a-sample$/);
      await expect(page.getByRole("group", { name: "Samples requested (2 of 5)" })).toBeVisible();

      await fillRequest(page, company, PRODUCTS);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
      await expect(basketLink(page)).toHaveCount(0);

      const stored = await exportedRequestsOf(company);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.products.map((line) => [line.name, line.quantity, line.use])).toEqual(PRODUCTS);
    });

    test("takes a product out on the request page and asks for what is missing", async ({ page }) => {
      await page.goto("/products/fenfoam-v-15");
      await page.getByRole("button", { name: "Add to sample request for Fenfoam V-15" }).click();
      await expect(basketLink(page)).toHaveAccessibleName("Sample request 1 product");
      await page.goto("/products/fenlube-fg-2");
      await page.getByRole("button", { name: "Add to sample request for Fenlube FG-2" }).click();
      await expect(basketLink(page)).toHaveAccessibleName("Sample request 2 products");
      await page.goto("/request-a-sample");
      await page.getByRole("button", { name: "Remove Fenfoam V-15 from the sample request" }).click();
      await expect(page.getByRole("group", { name: "Samples requested (1 of 5)" })).toBeVisible();
      await expect(page.getByLabel("Quantity of Fenfoam V-15")).toHaveCount(0);

      await fillSalesForm(page);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.locator(".error-summary").getByRole("listitem")).toContainText([
        "Sample 1 quantity field is required",
        "Sample 1 intended use field is required",
      ]);
      await expect(page.getByLabel("Quantity of Fenlube FG-2")).toHaveAccessibleDescription(
        "Sample 1 quantity is required.",
      );
    });
  });
}

test("the basket's pages have no axe violations", async ({ page }) => {
  await page.goto("/product?cat_id=3");
  await page.getByRole("button", { name: "Add to sample request for Fenfoam A-120" }).click();
  await expect(basketLink(page)).toHaveAccessibleName("Sample request 1 product");
  expect(await axeViolations(page)).toEqual([]);
  await basketLink(page).click();
  await expect(page.getByRole("group", { name: "Samples requested (1 of 5)" })).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator(".error-summary")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("compare", () => {
  test("ticks products on the finder and opens their comparison", async ({ page }) => {
    await page.goto("/product?cat_id=3");
    await page.getByRole("link", { name: "Compare Fenfoam A-120", exact: true }).click();
    await expect(page).toHaveURL(/compare=fenfoam-a-120/);
    await page.getByRole("link", { name: "Compare Fenfoam A-110", exact: true }).click();
    const tray = page.getByRole("region", { name: "Compare (2 of 4)" });
    await expect(tray).toBeVisible();
    await tray.getByRole("link", { name: "Compare 2 products" }).click();
    await expect(page).toHaveURL("/compare?products=fenfoam-a-120,fenfoam-a-110");
    const table = page.getByRole("table", { name: "Comparison of Fenfoam A-120 and Fenfoam A-110" });
    await expect(table.getByRole("columnheader")).toContainText(["Fenfoam A-120", "Fenfoam A-110"]);
    await expect(table.getByRole("rowheader", { name: /Differs/ }).first()).toBeVisible();
  });
});
