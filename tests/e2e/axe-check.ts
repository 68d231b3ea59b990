import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * Best-practice rules (not in the WCAG tags) this site keeps too: a page with two landmarks of one
 * role (two search forms) must tell them apart by name.
 */
const BEST_PRACTICE_RULES = ["landmark-unique"];

/**
 * The page's axe violations (WCAG 2.2 AA and the rules above), one line each: rule and first element;
 * `exclude` leaves out what matches a selector (with a frame, the page it shows).
 */
export async function axeViolations(page: Page, exclude?: string): Promise<string[]> {
  // Mid-scroll (smooth scrolling to a focused error summary), the sticky header covers part of a target
  // that it will not cover once the page rests, and axe's target-size rule measures what it sees.
  // Headless Chromium may not move a smooth scroll every frame, so rest means 100 ms without moving.
  for (let last = Number.NaN; ; ) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) break;
    last = y;
    await page.waitForTimeout(100);
  }
  // Legacy mode runs axe in the page alone; the default also opens a blank page to merge the results
  // of each frame, which took as long again as the check. It leaves out only frames of other origins,
  // which no page loads before the visitor asks (page-crawl.spec.ts).
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const results = await builder
    .setLegacyMode()
    .options({
      runOnly: { type: "tag", values: WCAG_AA },
      rules: Object.fromEntries(BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }])),
      // Every node of a violation still; of passing and inapplicable rules axe lists only one, which
      // spares it a selector for every node (a fifth of its time on the site's pages).
      resultTypes: ["violations"],
    })
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}
