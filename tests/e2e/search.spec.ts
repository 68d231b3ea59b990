import { expect, test } from "./fixtures.ts";

const headerBox = (page: import("@playwright/test").Page) =>
  page.getByRole("combobox", { name: "Search the site" });

test.describe("site search", () => {
  test("the results page lists categories, products, news and press releases", async ({ page }) => {
    await page.goto("/search?search=foam");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Search foam");
    await expect(main.getByRole("heading", { level: 2, name: "Categories" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Categories" }).getByRole("link", { name: "Foam Control Agents" }),
    ).toHaveAttribute("href", "/product?cat_id=3");
    await expect(main.getByRole("heading", { level: 2, name: "Products" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "News" })).toBeVisible();
    await page.goto("/search?search=kosher");
    await expect(main.getByRole("heading", { level: 2, name: "Press releases" })).toBeVisible();
  });

  test("shows the no-results block when all four lists are empty", async ({ page }) => {
    await page.goto("/search?search=qqqzzz");
    await expect(page.getByText("No Record Found")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(0);
  });

  test("the header dropdown groups suggestions and opens the chosen one", async ({ page }) => {
    await page.goto("/about");
    await headerBox(page).pressSequentially("kosher");
    const list = page.getByRole("listbox", { name: "Search the site" });
    await expect(list.getByRole("group", { name: "News" })).toBeVisible();
    await expect(list.getByRole("group", { name: "Press Release" })).toBeVisible();
    await expect(list.getByRole("group", { name: "Category" })).toHaveCount(0);
    await list.getByRole("group", { name: "Press Release" }).getByRole("option").first().click();
    await expect(page).toHaveURL("/press-release");
  });

  test("the header dropdown says No Record Found when nothing matches, and Enter still searches", async ({
    page,
  }) => {
    await page.goto("/about");
    await headerBox(page).pressSequentially("qqqzzz");
    await expect(page.getByText("No Record Found")).toBeVisible();
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL("/search?search=qqqzzz");
  });

  test("a category suggestion from the header opens the finder on that category", async ({ page }) => {
    await page.goto("/about");
    await headerBox(page).pressSequentially("dust");
    await page.getByRole("option", { name: "Dust Control" }).click();
    await expect(page).toHaveURL("/product?cat_id=35");
  });
});
