import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * Best-practice rules (not in the WCAG tags) this site keeps too: a page with two landmarks of one
 * role (two search forms) must tell them apart by name.
 */
const BEST_PRACTICE_RULES = ["landmark-unique"];

/** The page's axe violations (WCAG 2.2 AA and the rules above), one line each: rule and first element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: WCAG_AA },
      rules: Object.fromEntries(BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}
