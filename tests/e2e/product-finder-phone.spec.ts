import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Whether a box's placeholder fits inside it, measured with the box's own font. */
function placeholderFits(box: Locator) {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return input.placeholder !== "" && context.measureText(input.placeholder).width <= room;
  });
}

test.describe("product finder on a phone @mobile", () => {
  test("the categories are folded away, so the first products show on the first screen", async ({ page }) => {
    await page.goto("/product");
    const categories = page.getByRole("complementary", { name: "Categories" });
    await expect(categories.getByRole("checkbox", { name: "Anti-static Agents" })).toBeHidden();
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeInViewport();
    await categories.getByText("Filter by category").click();
    await categories.getByRole("checkbox", { name: "Anti-static Agents" }).check();
    await expect(page).toHaveURL("/product?cat=28");
  });

  test("the search boxes' placeholders are not cut off, down to a 320 px wide screen", async ({ page }) => {
    for (const [address, boxes] of [
      ["/product", ["Search products and categories", "Search the site"]],
      ["/search", ["Search terms"]],
    ] as const) {
      await page.goto(address);
      for (const width of [412, 360, 320]) {
        await page.setViewportSize({ width, height: 800 });
        for (const name of boxes) {
          const box = page.getByLabel(name, { exact: true }).and(page.locator("input"));
          expect(await placeholderFits(box), `${name} on ${address} at ${width} px`).toBe(true);
        }
      }
    }
  });
});

test.describe("product finder on a phone without JavaScript @mobile", () => {
  test.use({ javaScriptEnabled: false });

  test("the folded categories open and filter", async ({ page }) => {
    await page.goto("/product");
    const categories = page.getByRole("complementary", { name: "Categories" });
    await expect(categories.getByRole("checkbox", { name: "Anti-static Agents" })).toBeHidden();
    await categories.getByText("Filter by category").click();
    await categories.getByRole("checkbox", { name: "Anti-static Agents" }).check();
    await categories.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL("/product?cat=28");
  });
});

test.describe("product finder on a laptop", () => {
  test("the categories stay open beside the results", async ({ page }) => {
    await page.goto("/product");
    const categories = page.getByRole("complementary", { name: "Categories" });
    await expect(categories.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(categories.getByRole("checkbox", { name: "Anti-static Agents" })).toBeVisible();
  });
});
