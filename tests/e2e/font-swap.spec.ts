import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CLS_BUDGET, layoutShifts, recordLayoutShifts } from "./layout-shifts.ts";

/** Pages whose text fills the first screen: the home page, a content page, the finder and the news list. */
const PAGES = ["/", "/who-we-are", "/product", "/news"];

/**
 * As on a slow connection: the page paints in the fallback font and the web font swaps in a second
 * later (design brief: font-display swap). The fallback face is matched to Source Sans 3's metrics
 * (app/styles/fonts.css), so the swap should move next to nothing.
 */
async function shiftWhenTheFontArrivesLate(page: Page, pathname: string) {
  await page.route("**/*.woff2", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await recordLayoutShifts(page);
  await page.goto(pathname);
  await page.waitForLoadState("load");
  // The swap happens within a frame or two of the font loading.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const shifts = await layoutShifts(page);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

for (const [label, tag] of [
  ["on a desktop", ""],
  ["on a phone", " @mobile"],
] as const) {
  test.describe(`a web font arriving after the first paint ${label}${tag}`, () => {
    for (const pathname of PAGES) {
      test(`shifts ${pathname} by less than the layout-shift budget`, async ({ page }) => {
        const { total, shifts } = await shiftWhenTheFontArrivesLate(page, pathname);
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
      });
    }
  });
}
