import { expect, test } from "./fixtures.ts";

test.describe("page shell", () => {
  test("a page served from the page cache runs its scripts and hydrates", async ({ page, request }) => {
    await (await request.get("/about?cached-copy")).body();
    await page.goto("/about?cached-copy");
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    const products = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
  });

  for (const pathname of ["/news", "/sales-enquiry", "/this-page-does-not-exist"]) {
    test(`${pathname} paints before it requests any script, then comes alive`, async ({ page }) => {
      await page.goto(pathname);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(paint).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(0);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint ?? 0);
      const products = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "Products" });
      await products.click();
      await expect(products).toHaveAttribute("aria-expanded", "true");
    });
  }

  test("header search navigates to the search page when Enter is pressed", async ({ page }) => {
    await page.goto("/about");
    const search = page.getByRole("combobox", { name: "Search the site" });
    await search.fill("silicone emulsion");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?search=silicone\+emulsion$/);
  });

  test("header search works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await page.getByRole("combobox", { name: "Search the site" }).fill("foam");
    await page.getByRole("combobox", { name: "Search the site" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?search=foam$/);
    await context.close();
  });

  test("main menu panels open from the keyboard and their category links show those products", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" });
    const products = menu.getByRole("button", { name: "Products" });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    // The home page links the same categories again in its grids; this test is about the menu.
    await expect(menu.getByRole("link", { name: "Heatset Web Offset" })).toHaveAttribute(
      "href",
      "/product?cat_id=29",
    );
    await page.keyboard.press("Escape");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await products.click();
    await menu.getByRole("link", { name: "Chemical Solutions" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Chemical Solutions" })).toBeVisible();
    await expect(page.getByText(/^Showing 1–10 of \d+ products$/)).toBeVisible();
  });

  test("returns to the top of the page after navigating", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown paths show the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Error.");
    await expect(page.getByText("The page you are trying to access may have been moved.")).toBeVisible();
    await page.getByRole("link", { name: "Go to the homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("footer links to the terms PDFs, legal pages and contact details", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("© 2023");
    for (const name of ["Disclaimer", "Privacy Policy", "Terms of Use", "Safety Data Sheets", "Compliance"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    for (const name of ["Terms & Conditions of Sale (PDF)", "Terms & Conditions of Purchase (PDF)"]) {
      const href = await footer.getByRole("link", { name }).getAttribute("href");
      const response = await request.get(href ?? "");
      expect(response.headers()["content-type"]).toBe("application/pdf");
    }
  });
});

test.describe("mobile menu @mobile", () => {
  test("the toggle adds and removes menu-inactive on the body", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.locator("body")).toHaveClass(/menu-inactive/);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("button", { name: "Careers" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).press("Enter");
    await expect(page.locator("body")).not.toHaveClass(/menu-inactive/);
    await expect(nav).toBeHidden();
  });
});
