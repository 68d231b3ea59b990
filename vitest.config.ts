import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.log(
    "PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.",
  );
}

/** Seeds once per run the database every test service starts from a copy of. */
const SEEDED_DATABASE = "tests/support/seeded-database.global.ts";
/** Starts the Nu HTML Checker's web service once per run for the files that check pages' HTML. */
const HTML_CHECKER = "tests/support/html-checker.global.ts";

/**
 * Test files share their worker's modules (no isolation): each file would otherwise import the whole
 * service again, which took about half of the suite's time. Every file starts its own service and
 * database, and no test replaces a module or changes the environment.
 */
const shared = {
  setupFiles: ["tests/support/fail-on-console.ts"],
  // npm test runs Vitest beside the staff browser suite on two cores: a test that takes 5 s alone may
  // take four times as long there (a crawl of every page timed out at 20 s). Limits catch hangs only.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  isolate: false,
};

/**
 * tests/api and tests/unit run once, on SQLite: what they check does not depend on the database.
 * tests/storage holds what does (enquiries and the outbox, content editing, leads, sessions and
 * sign-in limits, uploads, scale-out, migrations): it runs on SQLite and, when its URL is given,
 * on PostgreSQL. tests/timing compares the times of two paths, so npm test runs it on its own, after
 * the rest (docs/testing.md).
 */
export default defineConfig({
  test: {
    // Tests mostly wait on their service, its database and timers: two files at once even on two
    // cores (Vitest's default there is one), which halves the suite's time (16 min to 7.5 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { ...shared, name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        test: {
          ...shared,
          name: "api",
          globalSetup: [SEEDED_DATABASE, HTML_CHECKER],
          include: ["tests/api/**/*.test.ts"],
          env: { TEST_DB: "sqlite" },
        },
      },
      {
        test: {
          ...shared,
          name: "storage:sqlite",
          globalSetup: [SEEDED_DATABASE, HTML_CHECKER],
          include: ["tests/storage/**/*.test.ts"],
          env: { TEST_DB: "sqlite" },
        },
      },
      {
        test: {
          ...shared,
          name: "timing",
          globalSetup: [SEEDED_DATABASE],
          include: ["tests/timing/**/*.test.ts"],
          env: { TEST_DB: "sqlite" },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                name: "storage:postgres",
                globalSetup: [SEEDED_DATABASE, HTML_CHECKER],
                include: ["tests/storage/**/*.test.ts"],
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
