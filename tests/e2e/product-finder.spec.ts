import { expect, test } from "./fixtures.ts";

const finderBox = (page: import("@playwright/test").Page) =>
  page.getByRole("combobox", { name: "Search products and categories" });

test.describe("product finder", () => {
  test("suggests products and categories; arrow keys and Enter open the chosen product", async ({ page }) => {
    await page.goto("/product");
    await finderBox(page).pressSequentially("fenfoam-s");
    const list = page.getByRole("listbox", { name: "Search products and categories" });
    await expect(list.getByRole("group", { name: "Product" })).toBeVisible();
    await expect(finderBox(page)).toHaveAttribute("aria-expanded", "true");
    await finderBox(page).press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    const name = (await first.textContent()) ?? "";
    await finderBox(page).press("Enter");
    await expect(page).toHaveURL(
      `/product?name=${encodeURIComponent(name).replace(/%20/g, "+")}`.replace(/\+/g, "%20"),
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Foam Control Agents" })).toBeVisible();
    await expect(crumbs.getByText(name)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  });

  test("a chosen category suggestion shows that category alone; Escape closes the list", async ({ page }) => {
    await page.goto("/product");
    await finderBox(page).pressSequentially("grease");
    const option = page.getByRole("option", { name: "Greases & Lubricants" });
    await expect(option).toBeVisible();
    await finderBox(page).press("Escape");
    await expect(option).toBeHidden();
    await expect(finderBox(page)).toHaveAttribute("aria-expanded", "false");
    await finderBox(page).press("ArrowDown");
    await option.click();
    await expect(page).toHaveURL("/product?cat_id=4");
    await expect(page.getByRole("heading", { level: 1, name: "Greases & Lubricants" })).toBeVisible();
  });

  test("blocks keys other than letters, digits, underscore, dot and hyphen", async ({ page }) => {
    await page.goto("/product");
    await finderBox(page).pressSequentially("s-120 foam!_x.y");
    await expect(finderBox(page)).toHaveValue("s-120foam_x.y");
  });

  test("keys typed before the page's scripts have run are cleaned once they run", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    // The page's own text (from the URL) may hold a space; only what the visitor adds is filtered.
    const opening = page.goto("/product?query=fenfoam+s");
    await finderBox(page).press("End");
    await finderBox(page).pressSequentially("-120 x!");
    await expect(finderBox(page)).toHaveValue("fenfoam s-120 x!");
    release();
    await opening;
    await expect(finderBox(page)).toHaveValue("fenfoam s-120x");
  });

  test("says what the spec says when nothing matches", async ({ page }) => {
    await page.goto("/product");
    await finderBox(page).pressSequentially("qqqzzz");
    await expect(page.getByText("We did not find any product or Category: qqqzzz")).toBeVisible();
    await expect(page.getByText("Check the spelling and formatting:")).toBeVisible();
    await finderBox(page).press("Enter");
    await expect(page).toHaveURL("/product?query=qqqzzz");
    await expect(page.getByText("No Product Found")).toBeVisible();
    await expect(
      page.getByText(
        "Please double-check your spelling and try again. This tool currently supports search by active products and categories.",
      ),
    ).toBeVisible();
  });

  test("checkboxes filter by category, are stored, and Back undoes them", async ({ page }) => {
    await page.goto("/product");
    const count = page.locator(".finder-count");
    const everything = await count.textContent();
    await page.getByRole("complementary", { name: "Categories" }).getByText("Printing Solutions").click();
    await page.getByRole("checkbox", { name: "Heatset Web Offset" }).check();
    await expect(page).toHaveURL("/product?cat=29");
    await expect(count).not.toHaveText(everything ?? "");
    for (const category of await page.locator(".product-card-category").allTextContents())
      expect(category).toBe("Heatset Web Offset");
    expect(await page.evaluate(() => localStorage.getItem("cat_array"))).toBe("[29]");
    expect(await page.evaluate(() => localStorage.getItem("cat_id"))).toBeNull();
    await page.getByRole("checkbox", { name: "Sheet Fed" }).check();
    await expect(page).toHaveURL("/product?cat=29&cat=31");
    await page.goBack();
    await expect(page).toHaveURL("/product?cat=29");
    await expect(page.getByRole("checkbox", { name: "Sheet Fed" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Heatset Web Offset" })).toBeChecked();
  });

  test("a category link hides the panel, names the category and is stored as cat_id", async ({ page }) => {
    await page.goto("/product?cat=3");
    await page.getByRole("link", { name: "View only Foam Control Agents" }).click();
    await expect(page).toHaveURL("/product?cat_id=3");
    await expect(page.getByRole("complementary", { name: "Categories" })).toHaveCount(0);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByText("Foam Control Agents")).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => localStorage.getItem("cat_id"))).toBe("3");
    expect(await page.evaluate(() => localStorage.getItem("cat_array"))).toBeNull();
    await crumbs.getByRole("link", { name: "Products" }).click();
    await expect(page.getByRole("complementary", { name: "Categories" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("cat_id"))).toBeNull();
  });

  test("pages ten at a time with at most seven page links, Prev, Next and Back", async ({ page }) => {
    await page.goto("/product?cat_id=3");
    const pager = page.getByRole("navigation", { name: "Result pages" });
    await expect(page.locator(".finder-count")).toHaveText(/^Showing 1–10 of \d+ products$/);
    await expect(page.locator(".product-results > li")).toHaveCount(10);
    expect(await pager.locator(".pagination-number").count()).toBeLessThanOrEqual(7);
    await pager.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL("/product?cat_id=3&page=2");
    await expect(page.locator(".finder-count")).toHaveText(/^Showing 11–20 of/);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/product?cat_id=3&page=3");
    await pager.getByRole("link", { name: "Prev" }).click();
    await expect(page).toHaveURL("/product?cat_id=3&page=2");
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL("/product?cat_id=3&page=2");
    await page.goBack();
    await expect(page.locator(".finder-count")).toHaveText(/^Showing 1–10 of/);
  });

  test("each result has its name, category, description and datasheet", async ({ page, request }) => {
    await page.goto("/product?query=fenfoam+s-120");
    const card = page.locator(".product-card").first();
    await expect(card.getByRole("heading", { name: "Fenfoam S-120" })).toBeVisible();
    await expect(card.getByText("Foam Control Agents")).toBeVisible();
    const pdf = card.getByRole("link", { name: "Download PDF datasheet for Fenfoam S-120" });
    const response = await request.get((await pdf.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toBe("application/pdf");
    await card.getByRole("link", { name: "Fenfoam S-120", exact: true }).click();
    await expect(page).toHaveURL("/products/fenfoam-s-120");
  });

  test("works without JavaScript: search, filters and pages are links and forms", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/product");
    await page.getByRole("combobox", { name: "Search products and categories" }).fill("silicone");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/product?query=silicone");
    const silicone = page.getByRole("checkbox", { name: "Silicone Fluid" });
    await silicone.check();
    // The category panel's own button: the facet panel beside it has one of the same name.
    await page.locator("form", { has: silicone }).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL("/product?query=silicone&cat=32");
    for (const category of await page.locator(".product-card-category").allTextContents())
      expect(category).toBe("Silicone Fluid");
    await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/product?query=silicone&cat=32&page=2");
    await context.close();
  });
});

test.describe("product finder on a phone @mobile", () => {
  test("shows the compact pager", async ({ page }) => {
    await page.goto("/product?cat_id=3");
    const pager = page.getByRole("navigation", { name: "Result pages" });
    await expect(pager.getByText(/^1 of \d+$/)).toBeVisible();
    await expect(pager.getByRole("link", { name: "Page 2" })).toBeHidden();
  });
});
