import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("document centre", () => {
  test("the product page lists its documents by type and one opens as a PDF", async ({ page, request }) => {
    await page.goto("/products/fenfoam-s-120");
    const documents = page.locator(".document-group");
    await expect(documents.getByRole("heading", { level: 3 })).toHaveText([
      "Technical data sheet",
      "Safety data sheets",
      "Regulatory statements",
    ]);
    const german = page.getByRole("link", { name: "Safety data sheet (European Union, German)" });
    await expect(german).toBeVisible();
    const response = await request.get((await german.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toBe("application/pdf");
    await expect(page.getByRole("listitem").filter({ hasText: "Kosher for Passover" })).toContainText(
      "Certificate KFC-P-2025-0001",
    );
  });

  test("filters with the form and has no axe violations, filtered or not", async ({ page }) => {
    await page.goto("/documents");
    await page.getByRole("searchbox", { name: "Product" }).fill("fenfoam s-120");
    await page
      .getByRole("form", { name: "Find documents" })
      .getByLabel("Language")
      .selectOption({ label: "Spanish" });
    await page.getByRole("button", { name: "Find documents" }).click();
    await expect(page).toHaveURL(/\/documents\?product=fenfoam\+s-120&type=&language=es&country=$/);
    await expect(page.getByRole("status")).toHaveText("Products 1–1 of 1");
    await expect(
      page.getByRole("link", { name: "Safety data sheet (European Union, Spanish)" }),
    ).toBeVisible();
    const results = await new AxeBuilder({ page })
      .options({ runOnly: { type: "tag", values: WCAG_AA } })
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe("document centre without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form filters and the pages turn", async ({ page }) => {
    await page.goto("/documents");
    await page.getByLabel("Type").selectOption({ label: "Safety data sheet" });
    await page.getByLabel("Country").selectOption({ label: "Great Britain" });
    await page.getByRole("button", { name: "Find documents" }).click();
    await expect(page).toHaveURL(/type=sds&language=&country=gb/);
    const links = page.locator(".document-list a");
    await expect(links.first()).toHaveText("Safety data sheet (Great Britain, English)");
    expect(await links.count()).toBe(10);
    await page
      .getByRole("navigation", { name: "Document centre pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page.getByRole("status")).toHaveText(/^Products 11–20 of \d+$/);
    await expect(page.getByLabel("Country")).toHaveValue("gb");
  });
});
