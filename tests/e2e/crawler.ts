import {
  type Browser,
  test as base,
  devices,
  type Page,
  type PlaywrightWorkerArgs,
  type Response,
  type WorkerFixture,
} from "@playwright/test";
import { consoleProblem } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

type Violation = { directive: string; blocked: string; sample: string };

/**
 * A browser tab the crawl walks from page to page. A visit waits until the page has hydrated; until
 * the next visit, the tab tells what the page did: its requests to other origins (any frame), its
 * console errors, warnings and uncaught exceptions, and its document's Content-Security-Policy
 * violations, recorded from before the first byte is parsed.
 */
export type CrawlTab = {
  page: Page;
  visit(address: string): Promise<Response | null>;
  otherOrigins(): string[];
  consoleProblems(): string[];
  cspViolations(): Promise<Violation[]>;
};

type TabSetup = {
  viewport?: { width: number; height: number };
  /** A cookie on every request: the page is rendered afresh, never answered from the page cache. */
  withCookie?: boolean;
  /** The browser's default text size doubled (32 px), as a visitor's setting makes it. */
  doubledText?: boolean;
};

const LAPTOP = devices["Desktop Chrome"];

async function openTab(browser: Browser, baseURL: string, setup: TabSetup): Promise<CrawlTab> {
  const context = await browser.newContext({
    ...LAPTOP,
    viewport: setup.viewport ?? LAPTOP.viewport,
    baseURL,
  });
  const page = await context.newPage();
  if (setup.doubledText) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  }
  const elsewhere: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== baseURL) elsewhere.push(`${page.url()} → ${url.href}`);
  });
  page.on("console", (message) => {
    const problem = consoleProblem(message, page);
    if (problem) problems.push(problem);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
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
  return {
    page,
    async visit(address) {
      elsewhere.length = 0;
      problems.length = 0;
      // Only the tab's own cookie: one a page set (the enquiry forms' token) would keep the next from the cache.
      await context.clearCookies();
      if (setup.withCookie) await context.addCookies([{ name: "visit", value: "1", url: baseURL }]);
      const response = await page.goto(address);
      await waitForHydration(page);
      return response;
    },
    otherOrigins: () => [...elsewhere],
    consoleProblems: () => [...problems],
    cspViolations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

/** A tab of its own for each worker, closed with it. */
function tabFixture(setup: TabSetup): [WorkerFixture<CrawlTab, PlaywrightWorkerArgs>, { scope: "worker" }] {
  return [
    async ({ browser }, use, { project }) => {
      const tab = await openTab(browser, project.use.baseURL ?? "", setup);
      await use(tab);
      await tab.page.context().close();
    },
    { scope: "worker" },
  ];
}

/**
 * The crawl's tabs, one set per worker: a browser context per page would fetch the site's scripts,
 * styles and fonts afresh for each, where a visitor's browser keeps them from page to page. A
 * laptop's viewport (1280 × 720) freshly rendered; the same with text at 200% and no cookie, so pages
 * come from the page cache; and 320 × 640 CSS pixels.
 */
export const test = base.extend<object, { freshTab: CrawlTab; largeTextTab: CrawlTab; narrowTab: CrawlTab }>({
  freshTab: tabFixture({ withCookie: true }),
  largeTextTab: tabFixture({ doubledText: true }),
  narrowTab: tabFixture({ viewport: { width: 320, height: 640 } }),
});

/** Width of content that sticks out past the viewport, ignoring boxes that scroll on their own. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The policy a page was sent with. */
export async function policyOf(response: Response | null): Promise<string> {
  return (await response?.allHeaders())?.["content-security-policy"] ?? "";
}
