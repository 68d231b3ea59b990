import AxeBuilder from "@axe-core/playwright";
import { staticPaths } from "../support/route-table.ts";
import { expect, test } from "./fixtures.ts";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * Best-practice rules (not in the WCAG tags) this site keeps too: a page with two landmarks of one
 * role (two search forms) must tell them apart by name.
 */
const BEST_PRACTICE_RULES = ["landmark-unique"];

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
  "/search?search=foam",
  "/error",
  "/no-such-page",
];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const pathname of pages) {
    test(`${pathname} has no violations`, async ({ page }) => {
      await page.goto(pathname);
      const results = await new AxeBuilder({ page })
        .options({
          runOnly: { type: "tag", values: WCAG_AA },
          rules: Object.fromEntries(BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }])),
        })
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
        [],
      );
    });
  }
});
