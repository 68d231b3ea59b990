import { expect, test } from "./fixtures.ts";
import { holdDataRequests } from "./hydration.ts";

const newsItems = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("article");

test.describe("news", () => {
  test("lists five items a page with date, name and text, and pages with Prev and Next", async ({ page }) => {
    await page.goto("/news");
    await expect(newsItems(page)).toHaveCount(5);
    const first = newsItems(page).first();
    await expect(first).toHaveAttribute("id", "117");
    await expect(first.locator("time")).toHaveText("14 October 2026");
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(
      "Second pilot reactor commissioned at Heronsgate Works",
    );
    await expect(first.getByRole("link", { name: "silicone emulsions" })).toHaveAttribute(
      "href",
      "/product?cat_id=7",
    );
    const pager = page.getByRole("navigation", { name: "News pages" });
    await expect(pager.getByText("Prev", { exact: true })).toHaveAttribute("aria-disabled", "true");

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(newsItems(page).first()).toHaveAttribute("id", "112");
    await expect(newsItems(page).first()).toBeInViewport();
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveCount(0);
    await expect(pager.getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");

    await pager.getByRole("link", { name: "Prev" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(newsItems(page).first()).toHaveAttribute("id", "117");
  });

  test("the list on screen is marked busy while the next page loads", async ({ page }) => {
    await page.goto("/news");
    const { release } = await holdDataRequests(page, "/news");
    await page.getByRole("navigation", { name: "News pages" }).getByRole("link", { name: "Next" }).click();
    const list = page.getByRole("main").locator("[aria-busy]");
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(newsItems(page).first()).toHaveAttribute("id", "117");
    release();
    await expect(list).toHaveAttribute("aria-busy", "false");
    await expect(newsItems(page).first()).toHaveAttribute("id", "112");
  });

  test("the last page has no Next link and items without an image show none", async ({ page }) => {
    await page.goto("/news?page=4");
    await expect(newsItems(page)).toHaveCount(2);
    const pager = page.getByRole("navigation", { name: "News pages" });
    await expect(pager.getByText("Next", { exact: true })).toHaveAttribute("aria-disabled", "true");
    await expect(page.locator('[id="101"] img')).toHaveCount(0);
    await expect(page.locator('[id="102"] img')).toHaveAttribute("width", "800");
  });

  test("a fragment scrolls to its item and highlights it after 500 ms", async ({ page }) => {
    await page.goto("/news#114");
    const item = page.locator('[id="114"]');
    await expect(item).toHaveClass(/news-item--highlighted/);
    await expect(item).toBeInViewport();
    await expect(item).toBeFocused();
    await expect(page.locator('[id="117"]')).not.toHaveClass(/highlighted/);
  });

  test("a fragment naming an item on a later page opens that page", async ({ page }) => {
    await page.goto("/news#104");
    await expect(page).toHaveURL(/\/news\?page=3#104$/);
    const item = page.locator('[id="104"]');
    await expect(item).toHaveClass(/news-item--highlighted/);
    await expect(item).toBeInViewport();
  });

  test("with reduced motion the highlight does not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/news#113");
    const item = page.locator('[id="113"]');
    await expect(item).toHaveClass(/news-item--highlighted/);
    expect(await item.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });

  test("describes every item as a NewsArticle for search engines", async ({ page }) => {
    await page.goto("/news");
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const articles = graphs.flatMap((graph) => graph["@graph"] ?? []);
    expect(articles).toHaveLength(5);
    expect(articles[0]).toMatchObject({
      "@type": "NewsArticle",
      headline: "Second pilot reactor commissioned at Heronsgate Works",
      datePublished: "2026-10-14",
      image: expect.stringMatching(/^http:.*\/files\/media\/news\/pilot-reactor\.svg$/),
    });
  });
});

test.describe("news without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages through the list with plain links", async ({ page }) => {
    await page.goto("/news");
    await page.getByRole("navigation", { name: "News pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(newsItems(page)).toHaveCount(5);
    await expect(newsItems(page).first()).toHaveAttribute("id", "112");
  });

  test("a fragment on the page marks its item", async ({ page }) => {
    await page.goto("/news?page=2#110");
    const item = page.locator('[id="110"]');
    await expect(item).toBeInViewport();
    expect(await item.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      "rgb(255, 255, 255)",
    );
  });
});
