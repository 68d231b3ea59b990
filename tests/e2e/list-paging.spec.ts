import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Where the top of an element sits, in px from the top of the window (smooth scrolling settles first). */
function topOf(locator: Locator) {
  return () => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

/** The visitor reads to the foot of the list, presses Next, and should land at the new list's start. */
async function pressNextAtTheFoot(page: Page, pagerName: string) {
  const pager = page.getByRole("navigation", { name: pagerName });
  await pager.scrollIntoViewIfNeeded();
  await pager.getByRole("link", { name: "Next" }).click();
}

async function expectListTopInView(page: Page, list: Locator) {
  const height = page.viewportSize()?.height ?? 0;
  const header = await page
    .locator(".site-header")
    .evaluate((element) => element.getBoundingClientRect().bottom);
  await expect.poll(topOf(list)).toBeGreaterThanOrEqual(Math.floor(header));
  await expect.poll(topOf(list)).toBeLessThan(height / 2);
  await expect(list).toBeFocused();
}

for (const device of ["laptop", "phone @mobile"]) {
  test.describe(`paging a list on a ${device}`, () => {
    test("Next in the finder brings the new results' top into view and focus", async ({ page }) => {
      await page.goto("/product?cat_id=3");
      await pressNextAtTheFoot(page, "Result pages");
      await expect(page).toHaveURL("/product?cat_id=3&page=2");
      await expect(page.getByRole("status")).toHaveText(/^Showing 11–20 of/);
      await expectListTopInView(page, page.getByRole("region", { name: "Products" }));
    });

    test("Next in the news brings the new items' top into view and focus", async ({ page }) => {
      await page.goto("/news");
      await pressNextAtTheFoot(page, "News pages");
      await expect(page).toHaveURL("/news?page=2");
      await expectListTopInView(page, page.getByRole("region", { name: "News items" }));
    });
  });
}
