/** The steps of `npm test`: what each runs and which steps must have passed before it starts. */
export type Step = {
  name: string;
  command: string;
  after: string[];
};

/**
 * Typecheck, lint and build read the compiled messages and write nothing the others read, so they run
 * side by side; the test suites need the build. The two browser suites serve on the same port in turn.
 */
export const TEST_STEPS: Step[] = [
  { name: "messages", command: "npm run -s messages", after: [] },
  { name: "typecheck", command: "react-router typegen && tsc", after: ["messages"] },
  { name: "lint", command: "npm run -s lint", after: ["messages"] },
  { name: "build", command: "node scripts/build.ts", after: ["messages"] },
  { name: "vitest", command: "vitest run", after: ["build"] },
  { name: "browser: public", command: "playwright test", after: ["build"] },
  {
    name: "browser: staff",
    command: "playwright test -c tests/staff-e2e/playwright.config.ts",
    after: ["browser: public"],
  },
];
