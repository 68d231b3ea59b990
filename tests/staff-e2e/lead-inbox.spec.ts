import { LEAD_INBOX_PATH } from "#shared/staff/leads/paths.ts";
import { sendContactLead } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

const SALES = { email: "ines.inbox@fenmoor.example", role: "sales", name: "Ines Inbox" } as const;

test("the inbox starts with its list: the first lead in view at 1366 × 900, a card with status and owner at 390 px", async ({
  page,
  staff,
}) => {
  await sendContactLead(page, { company: "Inbox Layout Ltd" });
  // What people type and are called may be long: neither the list nor the owner filter may widen the page.
  await sendContactLead(page, { company: "Heronsgatesurfacecoatingsandsealantsdistributioninternational" });
  await staff.createPerson({
    email: "bartholomew.featherstonehaugh-worthington@fenmoor.example",
    role: "sales",
    name: "Bartholomew Featherstonehaugh-Worthington",
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await staff.signIn(page, SALES);
  await page.goto(LEAD_INBOX_PATH);
  const first = page.getByRole("table").getByRole("row").nth(1);
  await expect(first).toBeInViewport({ ratio: 1 });
  // Name and company lead to the lead; the chart of leads per week is the dashboard's.
  await expect(page.getByRole("img", { name: /^Leads per week/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LEAD_INBOX_PATH);
  const card = page.getByRole("row").filter({ hasText: "Inbox Layout Ltd" });
  await expect(card.locator('td[data-label="Status"]')).toBeVisible();
  await expect(card.locator('td[data-label="Status"]')).toHaveText("New");
  await expect(card.locator('td[data-label="Owner"]')).toBeVisible();
  await expect(card.getByRole("link", { name: /Inbox Layout Ltd/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
