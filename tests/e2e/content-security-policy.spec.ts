import type { Page } from "@playwright/test";
import { AUDITED_PAGES, firstProductPage } from "../../scripts/support/audited-pages.ts";
import { expect, test } from "./fixtures.ts";

type Violation = { directive: string; blocked: string; sample: string };

/** Records every Content-Security-Policy violation of each document, from before its first byte is parsed. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

/** The policy a page was sent with. */
async function policyOf(response: Awaited<ReturnType<Page["goto"]>>): Promise<string> {
  return (await response?.allHeaders())?.["content-security-policy"] ?? "";
}

test.describe("Content-Security-Policy", () => {
  for (const pathname of [...AUDITED_PAGES, "a product page"]) {
    test(`${pathname} breaks no rule of its policy and hydrates, freshly rendered and from the page cache`, async ({
      page,
      baseURL,
      request,
    }) => {
      // Two visits of a page, each until it has hydrated.
      test.slow();
      const address = pathname === "a product page" ? await firstProductPage(baseURL ?? "") : pathname;
      if (!address) throw new Error("the finder links to no product page");
      const violations = await recordViolations(page);
      // Routing turns the browser's HTTP cache off: every visit gets the server's answer, not a 304.
      const document = new URL(address, baseURL).href;
      await page.route(
        (url) => url.href === document,
        (route) => route.continue(),
      );

      // A request with a cookie is always rendered afresh, its scripts allowed by the render's nonce.
      await page.context().addCookies([{ name: "visit", value: "1", url: baseURL ?? "" }]);
      const fresh = await page.goto(address);
      expect(await policyOf(fresh)).toMatch(/script-src [^;]*'nonce-/);
      // The fixture's goto waited for <html data-hydrated>: the page's own scripts ran.
      expect(await violations(), "freshly rendered").toEqual([]);

      await page.context().clearCookies();
      await (await request.get(address)).body();
      const cached = await page.goto(address);
      const policy = await policyOf(cached);
      // The enquiry forms set their anti-forgery cookie, so they are never cached.
      if (pathname !== "/sales-enquiry") expect(policy).not.toContain("'nonce-");
      expect(policy).not.toContain("unsafe-inline");
      expect(await violations(), "from the page cache").toEqual([]);
    });
  }
});
