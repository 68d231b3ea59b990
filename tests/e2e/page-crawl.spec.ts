import { axeViolations } from "./axe-check.ts";
import { addressOf, CRAWLED_PAGES, PAGE_CACHE_PAGES } from "./crawled-pages.ts";
import { type CrawlTab, horizontalOverflow, policyOf, test } from "./crawler.ts";
import { expect } from "./fixtures.ts";

/*
 * One crawl per viewport in place of four (axe; reflow and text size; requests to other origins;
 * Content-Security-Policy), every page of theirs with every check: a test per page and viewport that
 * names each check it fails. Every visit waits until the page has hydrated. The laptop's viewport
 * has two visits: text at 200% needs a page loaded at that size, and that visit, without a cookie,
 * is also the one answered from the page cache.
 */

/** What every visit must show, whatever else its test checks. */
async function expectCleanVisit(tab: CrawlTab) {
  expect.soft(await tab.cspViolations(), "Content-Security-Policy violations").toEqual([]);
  // No third party until the visitor asks (the contact page's map: third-party.spec.ts).
  expect.soft(tab.otherOrigins(), "requests to other origins").toEqual([]);
  expect.soft(tab.consoleProblems(), "browser console").toEqual([]);
}

test.describe("every page on a laptop (1280 × 720), freshly rendered", () => {
  for (const crawled of CRAWLED_PAGES) {
    test(`${crawled}: no axe violation (WCAG 2.2 AA), scripts allowed by nonce`, async ({
      freshTab,
      baseURL,
    }) => {
      const response = await freshTab.visit(await addressOf(crawled, baseURL ?? ""));
      expect.soft(await policyOf(response), "policy").toMatch(/script-src [^;]*'nonce-/);
      expect.soft(await axeViolations(freshTab.page), "axe").toEqual([]);
      await expectCleanVisit(freshTab);
    });
  }
});

test.describe("every page on a laptop with text at 200% (WCAG 1.4.4), from the page cache", () => {
  for (const crawled of CRAWLED_PAGES) {
    test(`${crawled}: readable without scrolling sideways`, async ({ largeTextTab, baseURL, request }) => {
      const address = await addressOf(crawled, baseURL ?? "");
      const cacheChecked = PAGE_CACHE_PAGES.includes(crawled);
      if (cacheChecked) await (await request.get(address)).body();
      const response = await largeTextTab.visit(address);
      if (cacheChecked) {
        const policy = await policyOf(response);
        // The enquiry forms set their anti-forgery cookie, so they are never cached.
        if (address !== "/sales-enquiry")
          expect.soft(policy, "policy from the page cache").not.toContain("'nonce-");
        expect.soft(policy, "policy from the page cache").not.toContain("unsafe-inline");
      }
      const { page } = largeTextTab;
      const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      expect.soft(rootSize, "root text size").toBe("32px");
      expect.soft(await horizontalOverflow(page), "sideways overflow (px)").toBe(0);
      await expect.soft(page.locator("h1"), "main heading").toBeVisible();
      await expectCleanVisit(largeTextTab);
    });
  }
});

test.describe("every page at 320 × 640 CSS pixels (WCAG 1.4.10)", () => {
  for (const crawled of CRAWLED_PAGES) {
    test(`${crawled}: fits without scrolling sideways`, async ({ narrowTab, baseURL }) => {
      await narrowTab.visit(await addressOf(crawled, baseURL ?? ""));
      expect.soft(await horizontalOverflow(narrowTab.page), "sideways overflow (px)").toBe(0);
      await expectCleanVisit(narrowTab);
    });
  }
});
