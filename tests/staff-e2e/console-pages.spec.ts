import type { Page } from "@playwright/test";
import { TRANSLATION_ITEM_PATH, translationItemPath } from "#shared/content-editing/console-paths.ts";
import { LINK_TARGETS_PATH } from "#shared/content-editing/link-targets.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { LEAD_EXPORT_PATH, LEAD_INBOX_PATH, LEAD_PAGE_PATH } from "#shared/staff/leads/paths.ts";
import { WEBHOOK_PAGE_PATH, WEBHOOKS_PATH } from "#shared/staff/webhooks.ts";
import { axeViolations } from "../e2e/axe-check.ts";
import { addWebhookEndpoint, sendContactLead } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/** Addresses of STAFF_PAGES that answer with a file or JSON, not a page to look at. */
const NOT_PAGES = new Set<string>([LEAD_EXPORT_PATH, LINK_TARGETS_PATH]);
const KIND_EDITOR = /^(\/staff\/[a-z-]+)\/:key$/;
const PHONE = { width: 390, height: 844 };
/** A company name with no place to break, as people do type: it must wrap, not widen the page. */
const UNBROKEN_COMPANY = "Fenmoorsiliconeandreleaseagentdistributionservicesinternational";

/** The first item a list links (as a person finds it), so a new kind needs no sample named here. */
async function firstLinkedItem(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const first = hrefs.find((href) => pattern.test(href));
  if (!first) throw new Error(`${list} lists no item to open`);
  return first;
}

/** Every page of the role table, parameters replaced by a real item. */
async function consolePages(page: Page): Promise<string[]> {
  const paths: string[] = [];
  for (const path of Object.keys(STAFF_PAGES)) {
    if (NOT_PAGES.has(path)) continue;
    const list = KIND_EDITOR.exec(path)?.[1];
    if (path === TRANSLATION_ITEM_PATH) paths.push(translationItemPath("legal", "privacy-policy", "de"));
    else if (path === LEAD_PAGE_PATH)
      paths.push(await firstLinkedItem(page, LEAD_INBOX_PATH, /^\/staff\/enquiries\/[a-z0-9-]+$/));
    else if (path === WEBHOOK_PAGE_PATH)
      paths.push(await firstLinkedItem(page, WEBHOOKS_PATH, /^\/staff\/webhooks\/[0-9a-f-]{36}$/));
    else if (list) paths.push(await firstLinkedItem(page, list, new RegExp(`^${list}/(?!new$)[^?#]+$`)));
    else paths.push(path);
  }
  return paths;
}

test("every console page an admin opens fits a 390 px phone without sideways scrolling and is axe-clean", async ({
  page,
  staff,
}) => {
  // A lead for the inbox and the lead page, with a long unbroken word in it.
  await sendContactLead(page, { company: UNBROKEN_COMPANY });

  await staff.signIn(page, { email: "pages.admin@fenmoor.example", role: "admin", name: "Ada Pages" });
  // An endpoint for the webhook page; a closed loopback port, so nothing is sent anywhere.
  await addWebhookEndpoint(page, "http://127.0.0.1:9/hooks/a-rather-long-path-for-a-phone", "Pages check");
  const paths = await consolePages(page);
  // At desktop width the journeys check the pages they work on; the DOM axe reads is the same.
  await page.setViewportSize(PHONE);
  for (const path of paths) {
    const response = await page.goto(path);
    expect.soft(response?.status(), `${path}: status`).toBe(200);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect
      .soft(width, `${path} at 390 px: page width (no sideways scrolling)`)
      .toBeLessThanOrEqual(PHONE.width);
    expect.soft(await axeViolations(page), `${path} at 390 px: axe violations`).toEqual([]);
  }
});
