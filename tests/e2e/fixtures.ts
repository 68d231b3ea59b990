import { test as base, expect } from "@playwright/test";

/** Every browser test fails when the page logs an error or warning (unless it says it expects it), or throws. */
export const test = base.extend<{ consoleGuard: undefined }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        // A page that is itself a 404 logs its own status; that is the point of such tests.
        if (message.location().url === page.url() && message.text().includes("404")) return;
        // A test that provokes a failure on purpose names the message it expects.
        const expected = test.info().annotations.filter((note) => note.type === "expected-console");
        if (expected.some((note) => note.description && message.text().includes(note.description))) return;
        problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(problems, "browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
