import { expect, test } from "./fixtures.ts";

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
