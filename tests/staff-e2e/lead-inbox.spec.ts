import { LEAD_INBOX_PATH, LEAD_SOURCES_PATH } from "#shared/staff/leads/paths.ts";
import { fillContactForm, SUCCESS } from "../e2e/enquiry-support.ts";
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

test("a lead sent after landing on a ?utm_source= page carries its source; a German lead is found by its country and by 'muller'", async ({
  page,
  staff,
}) => {
  // The visit lands on the home page from a campaign link, then opens the form on a later page.
  await page.goto("/?utm_source=trade-fair&utm_medium=event&utm_campaign=k-2026");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/contact-us");
  await fillContactForm(page);
  const form = page.locator("form.enquiry-form");
  await form.getByLabel("Name").fill("Jürgen Müller");
  await form.getByLabel("Company").fill("Rheinbeck Lacke GmbH");
  await form.getByLabel("Country or territory").selectOption({ label: "Germany" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toHaveText(SUCCESS);

  await staff.signIn(page, SALES);
  await page.goto(LEAD_INBOX_PATH);
  const filters = page.getByRole("form", { name: "Filter the enquiries" });
  await filters.locator("summary", { hasText: "Country" }).click();
  await filters.getByRole("checkbox", { name: "Germany" }).check();
  await filters.getByLabel(/^Search/).fill("muller");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/country=DE/);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Jürgen Müller");
  await expect(rows.nth(1).locator('td[data-label="Country"]')).toHaveText("Germany");

  await rows
    .nth(1)
    .getByRole("link", { name: /Jürgen Müller/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jürgen Müller, Rheinbeck Lacke GmbH");
  await expect(page.getByRole("definition").filter({ hasText: "landed on /" })).toHaveText(
    "landed on /; utm_source trade-fair, utm_medium event, utm_campaign k-2026",
  );
  await page.goto(LEAD_SOURCES_PATH);
  await expect(page.getByRole("row").filter({ hasText: "trade-fair / event" })).toBeVisible();
});
