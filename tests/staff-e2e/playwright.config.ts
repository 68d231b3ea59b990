import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support/chromium.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
// A port of its own (the public browser tests serve on 4310), so both suites may run at once by hand.
const PORT = Number(process.env.STAFF_E2E_PORT ?? 4320);
/** WebAuthn refuses an IP address as the site's domain: the console's browser tests use localhost. */
export const STAFF_SITE_URL = `http://localhost:${PORT}`;
/** The SMTP peer the inbox test starts (tests/support/mail-catcher.ts); the server mails it. */
export const STAFF_SMTP_PORT = PORT + 100;
export const STAFF_DATA_DIR = path.join(ROOT, "test-results/staff-e2e-data");

/** With TEST_DATABASE_URL the server runs on PostgreSQL, in a database of its own made afresh, as several instances do. */
function staffDatabaseUrl(): string {
  if (!process.env.TEST_DATABASE_URL) return "";
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = "/site_staff_e2e";
  return url.toString();
}
export const STAFF_DATABASE_URL = staffDatabaseUrl();

/** The staff console in Chromium, on its own server addressed as localhost (passkeys need a domain). */
export default defineConfig({
  testDir: ".",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Each test is a long journey through the console, with password hashing on every sign-in.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  outputDir: path.join(ROOT, "test-results/staff-e2e"),
  use: {
    baseURL: STAFF_SITE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${STAFF_DATA_DIR} && node tests/staff-e2e/fresh-database.ts && node server/main.ts`,
    cwd: ROOT,
    url: `${STAFF_SITE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: STAFF_DATA_DIR,
      DATABASE_URL: STAFF_DATABASE_URL,
      LOG_LEVEL: "warn",
      PUBLIC_SITE_URL: STAFF_SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${STAFF_SMTP_PORT}`,
      MAIL_RETRY_MS: "500",
      // Every spec sends its leads from this one machine; the limit itself is the public suite's to test.
      ENQUIRY_RATE_LIMIT: "100",
      // Any free port: another service on the machine may hold the default metrics port.
      METRICS_PORT: "0",
    },
  },
});
