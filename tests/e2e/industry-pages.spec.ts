import { expect, test } from "./fixtures.ts";

test.describe("static industry pages", () => {
  test("the accordion opens the first section, then one at a time, from the keyboard too", async ({
    page,
  }) => {
    await page.goto("/surface-coatings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Surface Coatings");
    const details = page.locator("main details");
    await expect(details).toHaveCount(6);
    await expect(details.nth(0)).toHaveAttribute("open", "");
    await expect(page.getByRole("region", { name: "Adhesives products" })).toBeVisible();

    await details.nth(4).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(details.nth(4)).toHaveAttribute("open", "");
    await expect(details.nth(0)).not.toHaveAttribute("open", "");
    const paints = page.getByRole("region", { name: "Paints products" });
    await expect(paints.getByRole("columnheader")).toHaveText([
      "Product",
      "Chemical Type",
      "Activity (%)",
      "Application Area",
      "Datasheet",
    ]);

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(details.nth(3)).toHaveAttribute("open", "");
    await expect(details.nth(4)).not.toHaveAttribute("open", "");
    await expect(
      page.getByRole("region", { name: "Mortars & Grouts products" }).getByRole("rowheader"),
    ).toContainText(["TBA"]);
  });

  test("a product row links its datasheet PDF", async ({ page, request }) => {
    await page.goto("/cable-lubricants");
    const row = page.getByRole("row", { name: /Fenlube CB-30/ });
    const link = row.getByRole("link", { name: /Datasheet/ });
    await expect(link).toHaveAccessibleName("Datasheet: Fenlube CB-30 (PDF)");
    const response = await request.get((await link.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toContain("application/pdf");
  });

  test("breadcrumb and see-also lead back to the industries", async ({ page }) => {
    await page.goto("/bakery");
    await page.getByRole("link", { name: "Food Processing" }).click();
    await expect(page).toHaveURL(/\/industries\/food-processing$/);
    await page.goto("/waste-and-water-treatment");
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Industries" })
      .click();
    await expect(page).toHaveURL(/\/industries$/);
  });

  test("the industries list links the application pages, which load their own tables", async ({ page }) => {
    await page.goto("/industries");
    const applications = page.getByRole("region", { name: "Applications" });
    await expect(applications.getByRole("link")).toHaveCount(9);
    await applications.getByRole("link", { name: "Janitorial" }).click();
    await expect(page).toHaveURL(/\/janitorial$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Janitorial");
    await expect(page.getByRole("region", { name: "Foam Control products" })).toBeVisible();
  });

  test("an unknown industry page is the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/bakeries");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Error.");
  });
});

test.describe("static industry pages on a phone @mobile", () => {
  test("the product table scrolls inside its box, not the page", async ({ page }) => {
    await page.goto("/bakery");
    const table = page.getByRole("region", { name: "Oven Chain Lubricants products" });
    await expect(table).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await table.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
