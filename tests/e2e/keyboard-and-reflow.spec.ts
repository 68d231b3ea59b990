import { staticPaths } from "../support/route-table.ts";
import { expect, test } from "./fixtures.ts";

const pages = [
  ...staticPaths(),
  "/products/fenfoam-s-120",
  "/industries/recycling-water-treatment",
  // German's longer words test the shell and the forms hardest; the other languages share their layout.
  "/de/",
  "/de/product",
  "/de/sales-enquiry",
];

/** Width of content that sticks out past the viewport, ignoring boxes that scroll on their own. */
function horizontalOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

test.describe("keyboard", () => {
  test("the first Tab shows a skip link that moves focus to the main content", async ({ page }) => {
    await page.goto("/who-we-are");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the element in focus is always visibly outlined", async ({ page }) => {
    await page.goto("/product");
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          tag: element.tagName,
          width: Number.parseFloat(style.outlineWidth),
          style: style.outlineStyle,
        };
      });
      expect(outline.style, `${outline.tag} at Tab ${step + 1}`).not.toBe("none");
      expect(outline.width, `${outline.tag} at Tab ${step + 1}`).toBeGreaterThanOrEqual(2);
    }
  });
});

test.describe("reflow and text size (WCAG 1.4.4, 1.4.10)", () => {
  test("every page fits 320 CSS pixels without scrolling sideways", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const overflowing: string[] = [];
    for (const pathname of pages) {
      await page.goto(pathname);
      const overflow = await page.evaluate(horizontalOverflow);
      if (overflow > 0) overflowing.push(`${pathname} (${overflow}px)`);
    }
    expect(overflowing).toEqual([]);
  });

  test("text at 200% keeps every page readable without scrolling sideways", async ({ page }) => {
    test.setTimeout(120_000);
    // A browser whose default text size is doubled (32 px), as a visitor's setting makes it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    const overflowing: string[] = [];
    for (const pathname of pages) {
      await page.goto(pathname);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
      const overflow = await page.evaluate(horizontalOverflow);
      if (overflow > 0) overflowing.push(`${pathname} (${overflow}px)`);
      await expect(page.locator("h1")).toBeVisible();
    }
    expect(overflowing).toEqual([]);
  });
});
