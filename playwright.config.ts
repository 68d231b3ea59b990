import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Browser tests run the production build in Debian's Chromium; no browser is downloaded. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // A loaded CI machine ran axe page checks three times slower than a quiet one; 30 s failed there.
  timeout: 60_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@mobile/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: "rm -rf test-results/e2e-data && node server/main.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      LOG_LEVEL: "warn",
      // Browser test runs may share the machine: metrics on any free port.
      METRICS_PORT: "0",
      PUBLIC_SITE_URL: baseURL,
      // Every browser test posts from 127.0.0.1; the limit itself is tested in tests/api.
      ENQUIRY_RATE_LIMIT: "10000",
    },
  },
});
