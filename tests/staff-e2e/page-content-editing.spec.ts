import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/** The console's editors of the fixed pages of content (issue 15): edit, publish, seen on the public page. */
const consoleLink = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name, exact: true });

test("an editor previews and publishes an industry's new summary", async ({ page, browser, staff }) => {
  const summary = "Antifoams and lubricants for textile finishing, from the Ormskirk dye works outwards.";
  await staff.signIn(page, {
    email: "ida.industries@fenmoor.example",
    role: "editor",
    name: "Ida Industries",
  });
  await consoleLink(page, "Industries").click();
  await expect(page.getByRole("heading", { name: "Industries", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Textiles", exact: true }).click();
  await expect(page).toHaveURL("/staff/industries/textiles");
  await expect(page.getByRole("group", { name: "How we help: section 1" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: /^Summary/ }).fill(summary);
  const tab = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = await tab;
  await expect(preview).toHaveURL("/industries/textiles?preview=textiles");
  await expect(preview.getByText("Preview of a draft.")).toBeVisible();
  await expect(preview.getByText(summary)).toBeVisible();
  await preview.close();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/industries/textiles?preview=textiles");
  await expect(visitorPage.getByText(summary)).toHaveCount(0);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  await visitorPage.goto("/industries/textiles");
  await expect(visitorPage.getByText(summary)).toBeVisible();
  await visitorPage.goto("/industries");
  await expect(visitorPage.getByText(summary)).toBeVisible();
  await visitor.close();
});

test("an editor adds a catalogue product to an industry page's table", async ({ page, staff }) => {
  await staff.signIn(page, { email: "tom.tables@fenmoor.example", role: "editor", name: "Tom Tables" });
  await consoleLink(page, "Industry pages").click();
  await page.getByRole("link", { name: "Silicone Removal", exact: true }).click();
  await expect(page).toHaveURL("/staff/industry-pages/silicone-removal");
  await expectNoAxeViolations(page);

  // Table 1 holds three rows; its fourth is an empty slot for a new one.
  const row = page.getByRole("group", { name: "Table 1, row 4" });
  await row.getByRole("combobox", { name: /^Product/ }).fill("Fenfoam S-120");
  await row.getByRole("textbox", { name: "Chemical Type" }).fill("Silicone antifoam emulsion");
  await row.getByRole("textbox", { name: "Activity (%)" }).fill("20");
  await row.getByRole("textbox", { name: "Application Area" }).fill("Rinse tanks of the Tamworth recyclers");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();

  await page.goto("/silicone-removal");
  const added = page.getByRole("row", { name: /Rinse tanks of the Tamworth recyclers/ });
  await expect(added).toBeVisible();
  await expect(added.getByRole("link", { name: /Datasheet/ })).toBeVisible();
});

test("an editor retitles a case study; its page and the list follow", async ({ page, staff }) => {
  const title = "A Star Performer on the Witham Line";
  await staff.signIn(page, { email: "cass.studies@fenmoor.example", role: "editor", name: "Cass Studies" });
  await consoleLink(page, "Case studies").click();
  await page.getByRole("link", { name: "A Star Performer", exact: true }).click();
  await expect(page).toHaveURL("/staff/case-studies/a-star-performer");
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  await expect(page.getByRole("cell", { name: /Published: Title changed/ })).toBeVisible();

  await page.goto("/a-star-performer");
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.goto("/case-studies");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
});

test("an editor changes the home page's first slide and a counter", async ({ page, staff }) => {
  const headline = "Release agents that leave no trace on the mould";
  await staff.signIn(page, { email: "hal.home@fenmoor.example", role: "editor", name: "Hal Home" });
  await consoleLink(page, "Home page").click();
  await expect(page).toHaveURL("/staff/home");
  await expectNoAxeViolations(page);

  await page
    .getByRole("group", { name: "Slide 1" })
    .getByRole("textbox", { name: "Headline" })
    .fill(headline);
  await page
    .getByRole("group", { name: "Counter 3" })
    .getByRole("textbox", { name: /^Figure/ })
    .fill("45");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: the home page/)).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { name: headline })).toBeVisible();
  await expect(page.locator(".home-figures")).toContainText("45+ countries served");
});
