import { expect, test } from "./fixtures.ts";

test.describe("industries", () => {
  test("the list links every industry card to its detail page", async ({ page }) => {
    await page.goto("/industries");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.filter({ hasNotText: "Applications" })).toHaveCount(11);
    await page.getByRole("link", { name: "Recycling & Water Treatment" }).first().click();
    await expect(page).toHaveURL(/\/industries\/recycling-water-treatment$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recycling & Water Treatment");
  });

  test("the detail accordion opens the first section, then one at a time", async ({ page }) => {
    await page.goto("/industries/adhesives");
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
    const details = page.locator("details");
    await expect(details).toHaveCount(4);
    await expect(details.nth(0)).toHaveAttribute("open", "");
    await details.nth(2).locator("summary").click();
    await expect(details.nth(2)).toHaveAttribute("open", "");
    await expect(details.nth(0)).not.toHaveAttribute("open", "");
    await details.nth(3).locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(details.nth(3)).toHaveAttribute("open", "");
    await expect(details.nth(2)).not.toHaveAttribute("open", "");
  });

  test("links in the sections open in a new tab without the opener", async ({ page }) => {
    await page.goto("/industries/adhesives");
    const link = page.locator("details[open] .rich-text a").first();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(/\/product\?name=/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });

  test("breadcrumb leads back to the industries list", async ({ page }) => {
    await page.goto("/industries/textiles");
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Industries" })
      .click();
    await expect(page).toHaveURL(/\/industries$/);
  });

  test("moving between industries starts each with its first section open", async ({ page }) => {
    await page.goto("/industries/printing");
    await page.locator("details").nth(1).locator("summary").click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Textiles" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Textiles");
    await expect(page.locator("details").nth(0)).toHaveAttribute("open", "");
    await expect(page.locator("details").nth(1)).not.toHaveAttribute("open", "");
  });

  test("an unknown industry is the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/industries/bakery");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Error.");
  });
});
