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

test("three ticked leads are assigned at once, and Save and next walks the filtered list", async ({
  page,
  staff,
}) => {
  for (const company of ["Tick One Ltd", "Tick Two Ltd", "Tick Three Ltd"])
    await sendContactLead(page, { company });
  await staff.createPerson({ email: "tia.ticked@fenmoor.example", role: "sales", name: "Tia Ticked" });
  await staff.signIn(page, SALES);
  await page.goto(`${LEAD_INBOX_PATH}?q=Tick`);
  for (const company of ["Tick One Ltd", "Tick Two Ltd", "Tick Three Ltd"]) {
    await page.getByRole("checkbox", { name: new RegExp(`${company}$`) }).check();
  }
  const bulk = page.getByRole("form", { name: "Act on the ticked leads" });
  await bulk.getByLabel("Give the ticked leads to").selectOption({ label: "Tia Ticked" });
  await bulk.getByRole("button", { name: "Assign" }).click();
  await expect(bulk.getByRole("status")).toHaveText("3 leads given to Tia Ticked, who is mailed.");
  await expect(
    page.getByRole("row").filter({ hasText: "Tick" }).filter({ hasText: "Tia Ticked" }),
  ).toHaveCount(3);

  // The newest first; Save and next goes on to the next one of this search.
  await page.getByRole("link", { name: /Tick Three Ltd/ }).click();
  const work = page.getByRole("form", { name: "Work on this lead" });
  await work.getByLabel("Status").selectOption("qualified");
  await work.getByRole("button", { name: "Save and next" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tick Two Ltd");
  await expect(page.getByRole("status")).toContainText("This is the next lead of the list.");
});
