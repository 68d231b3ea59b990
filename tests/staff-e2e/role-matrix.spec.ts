import type { Page } from "@playwright/test";
import {
  BOARD_ITEM_PATH,
  CASE_STUDY_ITEM_PATH,
  CATEGORY_ITEM_PATH,
  CORPORATE_TEAM_ITEM_PATH,
  contentItemPath,
  INDUSTRY_ITEM_PATH,
  INDUSTRY_PAGE_ITEM_PATH,
  NEWS_ITEM_PATH,
  PAGE_ITEM_PATH,
  PRESS_RELEASE_ITEM_PATH,
  PRODUCT_ITEM_PATH,
} from "../../shared/content-editing/console-paths.ts";
import { type Access, STAFF_PAGES } from "../../shared/staff/console-routes.ts";
import {
  LEAD_EXPORT_PATH,
  LEAD_INBOX_PATH,
  LEAD_PAGE_PATH,
  leadHref,
} from "../../shared/staff/leads/paths.ts";
import { STAFF_SIGN_IN_PATH } from "../../shared/staff/paths.ts";
import { can, ROLES } from "../../shared/staff/roles.ts";
import { fillContactForm, SUCCESS } from "../e2e/enquiry-support.ts";
import { expect, test } from "../e2e/fixtures.ts";
import { accept, invite } from "./console-support.ts";

const PAGES = Object.entries(STAFF_PAGES) as [string, Access][];
const COMPANY = "Role Matrix Ltd";
/** A news item and a product of the sample content, for their editors' pages. */
const NEWS_KEY = "117";
const PRODUCT_SLUG = "fenfoam-s-120";

/** The address a table entry is opened at: a real lead or content item for a page with a parameter. */
function addressOf(path: string, reference: string): string {
  if (path === LEAD_PAGE_PATH) return leadHref(reference);
  if (path === NEWS_ITEM_PATH) return contentItemPath("news", NEWS_KEY);
  if (path === PRODUCT_ITEM_PATH) return contentItemPath("products", PRODUCT_SLUG);
  if (path === INDUSTRY_ITEM_PATH) return contentItemPath("industries", "textiles");
  if (path === CASE_STUDY_ITEM_PATH) return contentItemPath("case-studies", "a-star-performer");
  if (path === INDUSTRY_PAGE_ITEM_PATH) return contentItemPath("industry-pages", "janitorial");
  if (path === PRESS_RELEASE_ITEM_PATH) return contentItemPath("press-releases", "213");
  if (path === CATEGORY_ITEM_PATH) return contentItemPath("categories", "3");
  if (path === PAGE_ITEM_PATH) return contentItemPath("pages", "csr");
  if (path === BOARD_ITEM_PATH) return contentItemPath("board-of-directors", "helen-marsh");
  if (path === CORPORATE_TEAM_ITEM_PATH) return contentItemPath("corporate-team", "tom-fairbairn");
  return path;
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
