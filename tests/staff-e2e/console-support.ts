import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { WEBHOOKS_PATH } from "#shared/staff/webhooks.ts";
import { axeViolations } from "../e2e/axe-check.ts";
import { fillContactForm, SUCCESS } from "../e2e/enquiry-support.ts";
import { expect } from "../e2e/fixtures.ts";
import { STAFF_DATA_DIR, STAFF_DATABASE_URL, STAFF_SITE_URL } from "./playwright.config.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const PASSWORD = "amber-kettle-quarry-41";

/** `npm run -s staff -- invite …` against the test server's data, as an operator runs it. */
export function invite(email: string, role: string): string {
  return execFileSync("node", ["scripts/staff/cli.ts", "invite", email, "--role", role], {
    cwd: ROOT,
    encoding: "utf8",
    env: {
      ...process.env,
      DATA_DIR: STAFF_DATA_DIR,
      DATABASE_URL: STAFF_DATABASE_URL,
      PUBLIC_SITE_URL: STAFF_SITE_URL,
      LOG_LEVEL: "silent",
    },
  }).trim();
}

/** The console page is axe-clean; a public page it frames (the live preview) is the public suite's to check. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, "iframe")).toEqual([]);
}

/** Signs in with e-mail and password on the sign-in page. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Sends a lead through the public contact form, as a visitor would, from this company (and address). */
export async function sendContactLead(page: Page, from: { company: string; email?: string }) {
  await page.goto("/contact-us");
  await fillContactForm(page);
  const form = page.locator("form.enquiry-form");
  await form.getByLabel("Company").fill(from.company);
  if (from.email) await form.getByLabel("Email").fill(from.email);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toHaveText(SUCCESS);
}

/** Adds a webhook endpoint on the webhooks page, as an admin does; answers its secret, shown this once. */
export async function addWebhookEndpoint(page: Page, url: string, description: string): Promise<string> {
  await page.goto(WEBHOOKS_PATH);
  const form = page.getByRole("form", { name: "Add an endpoint" });
  await form.getByLabel("Endpoint address").fill(url);
  await form.getByLabel("What it is for").fill(description);
  await form.getByRole("button", { name: "Add endpoint" }).click();
  return page.getByRole("textbox", { name: "Signing secret" }).inputValue();
}
