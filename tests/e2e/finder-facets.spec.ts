import { expect, test } from "./fixtures.ts";

const facets = (page: import("@playwright/test").Page) =>
  page.getByRole("complementary", { name: "Filters" });

test.describe("finder facets with JavaScript", () => {
  test("a tick filters at once with counts; chosen filters are removed one by one or all", async ({
    page,
  }) => {
    await page.goto("/product?cat_id=3");
    await facets(page).getByRole("checkbox", { name: "Halal (30)" }).check();
    await expect(page).toHaveURL("/product?cat_id=3&cert=halal");
    await expect(page.getByRole("status")).toHaveText("Showing 1–10 of 30 products");
    await expect(page).toHaveTitle(/^Halal-certified foam control agents \|/);

    await facets(page)
      .getByRole("checkbox", { name: /^Food Processing \(\d+\)$/ })
      .check();
    await expect(page).toHaveURL("/product?cat_id=3&industry=food-processing&cert=halal");
    await facets(page)
      .getByRole("checkbox", { name: /^Kosher \(\d+\)$/ })
      .check();
    await expect(page).toHaveURL("/product?cat_id=3&industry=food-processing&cert=halal,kosher");

    await facets(page).getByRole("link", { name: "Remove filter Food Processing" }).click();
    await expect(page).toHaveURL("/product?cat_id=3&cert=halal,kosher");
    await expect(page.getByRole("status")).toHaveText("Showing 1–10 of 92 products");
    await facets(page).getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL("/product?cat_id=3");
    await expect(facets(page).getByRole("checkbox", { name: "Halal (30)" })).not.toBeChecked();
  });
});

test.describe("finder facets without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply submits the ticks as a GET form and lands on the canonical address", async ({ page }) => {
    await page.goto("/product?cat_id=3");
    await facets(page).getByRole("checkbox", { name: "Kosher (92)" }).check();
    await facets(page).getByRole("checkbox", { name: "Halal (30)" }).check();
    await facets(page).getByRole("button", { name: "Show matching products" }).click();
    await expect(page).toHaveURL("/product?cat_id=3&cert=halal,kosher");
    await expect(page.getByRole("status")).toHaveText("Showing 1–10 of 92 products");
    await facets(page).getByRole("link", { name: "Remove filter Kosher" }).click();
    await expect(page).toHaveURL("/product?cat_id=3&cert=halal");
    await expect(page.getByRole("status")).toHaveText("Showing 1–10 of 30 products");
  });
});
