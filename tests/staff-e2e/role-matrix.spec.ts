import type { Page } from "@playwright/test";
import { type Access, STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { LEAD_EXPORT_PATH, LEAD_INBOX_PATH, LEAD_PAGE_PATH, leadHref } from "#shared/staff/leads/paths.ts";
import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { can, ROLES } from "#shared/staff/roles.ts";
import { fillContactForm, SUCCESS } from "../e2e/enquiry-support.ts";
import { expect, test } from "../e2e/fixtures.ts";
import { sampleEditorPath } from "../support/sample-editor-paths.ts";
import { accept, invite } from "./console-support.ts";

const PAGES = Object.entries(STAFF_PAGES) as [string, Access][];
const COMPANY = "Role Matrix Ltd";

/** The address a table entry is opened at: a real lead or content item for a page with a parameter. */
function addressOf(path: string, reference: string): string {
  return path === LEAD_PAGE_PATH ? leadHref(reference) : sampleEditorPath(path);
}

async function sendLead(page: Page) {
  await page.goto("/contact-us");
  await fillContactForm(page);
  await page.locator("form.enquiry-form").getByLabel("Company").fill(COMPANY);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toHaveText(SUCCESS);
}

/** The lead's reference as the inbox lists it (the visitor is not shown it). */
async function referenceOf(page: Page): Promise<string> {
  await page.goto(`${LEAD_INBOX_PATH}?q=${encodeURIComponent(COMPANY)}`);
  return (
    (await page
      .getByRole("row", { name: new RegExp(COMPANY) })
      .getByRole("link")
      .textContent()) ?? ""
  );
}

/** Every console page of the one role table, in Chromium, for nobody signed in and for each role. */
test("the role matrix: sign-in for nobody, each page for the roles that may open it, 403 for the others", async ({
  page,
}) => {
  test.info().annotations.push({ type: "expected-console", description: "status of 403" });
  await sendLead(page);
  let reference = "";

  await test.step("nobody signed in", async () => {
    for (const [path] of PAGES.filter(([path]) => !path.includes(":"))) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${STAFF_SIGN_IN_PATH}\\?next=`));
    }
  });

  for (const role of ROLES) {
    await test.step(role, async () => {
      await accept(page, invite(`matrix.${role}@fenmoor.example`, role), `Matrix ${role}`);
      if (!reference && can(role, "leads:read")) reference = await referenceOf(page);
      expect(reference, "an earlier role reads the lead's reference from the inbox").not.toBe("");
      for (const [path, access] of PAGES) {
        const allowed = access === "signed-in" || can(role, access);
        const address = addressOf(path, reference);
        // The export answers with a file, which the browser would download rather than show.
        const response =
          path === LEAD_EXPORT_PATH ? await page.request.get(address) : await page.goto(address);
        expect(response?.status(), `${role} ${address}`).toBe(allowed ? 200 : 403);
        if (path !== LEAD_EXPORT_PATH) {
          const refusal = page.getByRole("heading", { name: "No access" });
          await expect(refusal, address).toHaveCount(allowed ? 0 : 1);
        }
      }
      await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(new RegExp(`${STAFF_SIGN_IN_PATH}$`));
    });
  }
});
