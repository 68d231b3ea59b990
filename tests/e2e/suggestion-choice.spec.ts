import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const finderBox = (page: Page) => page.getByRole("combobox", { name: "Search products and categories" });
const headerBox = (page: Page) => page.getByRole("combobox", { name: "Search the site" });
const resultNames = (page: Page) => page.getByRole("main").locator(".product-results").getByRole("heading");

test.describe("choosing a product suggestion", () => {
  test("in the finder shows that product alone", async ({ page }) => {
    await page.goto("/product");
    await finderBox(page).pressSequentially("fenfoam-a-30");
    await page.getByRole("option", { name: "Fenfoam A-30", exact: true }).click();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Fenfoam A-30"),
    ).toBeVisible();
    await expect(resultNames(page)).toHaveText(["Fenfoam A-30"]);
    await expect(finderBox(page)).toHaveValue("Fenfoam A-30");
  });

  test("in the header shows that product alone and empties the header box", async ({ page }) => {
    await page.goto("/about");
    await headerBox(page).pressSequentially("Fenfoam A-30");
    await page.getByRole("option", { name: "Fenfoam A-30", exact: true }).click();
    await expect(resultNames(page)).toHaveText(["Fenfoam A-30"]);
    await expect(headerBox(page)).toHaveValue("");
  });

  test("a category or page chosen in the header empties the header box too", async ({ page }) => {
    await page.goto("/about");
    await headerBox(page).pressSequentially("dust");
    await page.getByRole("option", { name: "Dust Control" }).click();
    await expect(page).toHaveURL("/product?cat_id=35");
    await expect(headerBox(page)).toHaveValue("");
  });
});
