import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The schema.org types of the page's structured data, read once React has hydrated it. */
async function structuredDataTypes(page: Page) {
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent || "null")));
  return graphs.map((graph) => graph?.["@type"] ?? (graph?.["@graph"] ? "graph" : null));
}

// The browser build carries no structured data (app/seo/json-ld.tsx): hydration must keep the server's.
test.describe("structured data after hydration", () => {
  const pages: [string, string[]][] = [
    ["/", ["Organization"]],
    ["/product", ["BreadcrumbList", "ItemList"]],
    ["/products/fenfoam-a-30", ["BreadcrumbList", "Product"]],
    ["/who-we-are", ["BreadcrumbList"]],
    ["/de/who-we-are", ["BreadcrumbList"]],
  ];
  for (const [pathname, types] of pages) {
    test(`${pathname} keeps its ${types.join(" and ")}`, async ({ page }) => {
      await page.goto(pathname);
      expect((await structuredDataTypes(page)).sort()).toEqual(types);
    });
  }

  test("the breadcrumb's items name the page in its language", async ({ page }) => {
    await page.goto("/de/who-we-are");
    const list = await page
      .locator('script[type="application/ld+json"]')
      .evaluate((script) => JSON.parse(script.textContent ?? "{}"));
    expect(list.itemListElement[0]).toMatchObject({ position: 1, item: expect.stringMatching(/\/de\/$/) });
    expect(list.itemListElement.at(-1).item).toMatch(/\/de\/who-we-are$/);
  });
});
