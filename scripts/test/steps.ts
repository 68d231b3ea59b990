/** The steps of `npm test`: what each runs and which steps must have passed before it starts. */
export type Step = {
  name: string;
  command: string;
  after: string[];
};

/**
 * Typecheck, lint and build read the compiled messages and the route types, generated once before
 * them, and write nothing the others read, so they run side by side; the test suites need the
 * build. Each suite alone leaves part of the two cores idle (it waits on its service and browser),
 * but the public browser suite beside Vitest took twice its time alone, Chromium's renderers starved:
 * so it runs first, alone, and then the staff browser suite (one worker) beside Vitest.
 */
export const TEST_STEPS: Step[] = [
  { name: "generate", command: "npm run -s messages && react-router typegen", after: [] },
  { name: "typecheck", command: "tsc", after: ["generate"] },
  {
    name: "lint",
    command: "biome check --error-on-warnings . && knip --reporter symbols --reporter cycles",
    after: ["generate"],
  },
  { name: "build", command: "node scripts/build.ts", after: ["generate"] },
  {
    name: "vitest",
    command: 'vitest run --project unit --project api --project "storage:*"',
    after: ["browser: public"],
  },
  { name: "browser: public", command: "playwright test", after: ["build"] },
  {
    name: "browser: staff",
    command: "playwright test -c tests/staff-e2e/playwright.config.ts",
    after: ["browser: public"],
  },
  // Timing comparisons, alone on the machine: load from a suite beside them weighs on one side.
  { name: "timing", command: "vitest run --project timing", after: ["vitest", "browser: staff"] },
];
