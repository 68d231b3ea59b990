import { staticPaths } from "../support/route-table.ts";
import { axeViolations } from "./axe-check.ts";
import { expect, test } from "./fixtures.ts";

/** Every route of the spec's table, the finder and search with a query, and the error pages: zero axe violations. */
const pages = [
  ...staticPaths(),
  "/board-of-directors/david-achebe",
  "/corporate-team/owen-pritchard",
  "/industries/recycling-water-treatment",
  "/products/fenfoam-s-120",
  "/product?cat_id=3",
  "/product?query=qqqzzz",
  "/product?query=foam",
  "/product?cat_id=3&cert=halal",
  "/product?industry=food-processing&cert=halal,kosher",
  "/product?cat_id=3&compare=fenfoam-a-120,fenfoam-a-110",
  "/products/fenfoam-v-15?compare=fenfoam-s-120",
  "/compare?products=fenfoam-s-120,fenfoam-v-15,fenlube-fg-2",
  "/compare?products=fenfoam-s-120,no-such-product",
  "/search?search=foam",
  "/error",
  "/no-such-page",
];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const pathname of pages) {
    test(`${pathname} has no violations`, async ({ page }) => {
      await page.goto(pathname);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
