import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/** A console message that is an error or warning, one line with where it came from; none for the rest. */
export function consoleProblem(message: ConsoleMessage, page: Page): string | undefined {
  if (message.type() !== "error" && message.type() !== "warning") return undefined;
  // A page that is itself a 404 logs its own status; that is the point of such tests.
  if (message.location().url === page.url() && message.text().includes("404")) return undefined;
  return `${message.type()}: ${message.text()} (${message.location().url})`;
}

/**
 * Every browser test fails when the page logs an error or warning (unless it says it expects it), or
 * throws. Like a visitor, a test waits after opening a page until its script has made it interactive:
 * the script starts only after the first paint (decision 015), possibly after the load event. Tests
 * that install a paused clock drive that themselves.
 */
export const test = base.extend<{ consoleGuard: undefined }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    let clockInstalled = false;
    const install = page.clock.install.bind(page.clock);
    page.clock.install = (options) => {
      clockInstalled = true;
      return install(options);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (javaScriptEnabled && html && !clockInstalled) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const problem = consoleProblem(message, page);
        if (!problem) return;
        // A test that provokes a failure on purpose names the message it expects.
        const expected = test.info().annotations.filter((note) => note.type === "expected-console");
        if (expected.some((note) => note.description && message.text().includes(note.description))) return;
        problems.push(problem);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(problems, "browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
