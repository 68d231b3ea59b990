import { fillContactForm, SUCCESS, waitForEnhancedForm } from "../e2e/enquiry-support.ts";
import { startMailCatcher } from "../support/mail-catcher.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { STAFF_SMTP_PORT } from "./playwright.config.ts";
import { expect, test } from "./staff-fixtures.ts";

const consoleNav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Staff console" });

test("an editor rewrites a company page's block in TipTap and publishes it; the page cannot be unpublished", async ({
  page,
  staff,
  browser,
}) => {
  await staff.signIn(page, { email: "cora.pages@fenmoor.example", role: "editor", name: "Cora Pages" });
  await consoleNav(page).getByRole("link", { name: "Company pages" }).click();
  await expect(page.getByRole("heading", { name: "Company pages", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Corporate Social Responsibility" }).click();
  await expect(page).toHaveURL("/staff/pages/csr");
  await expect(page.getByRole("button", { name: "Unpublish" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel("Block 2 heading", { exact: true }).fill("Our neighbours in the Fens");
  const text = page.locator(".staff-rich-text[contenteditable=true]").nth(1);
  await expect(text).toBeVisible();
  await text.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("We sponsor the Fenmoor Young Engineers club.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: the page shows it now/)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/csr");
  await expect(visitorPage.getByRole("heading", { name: "Our neighbours in the Fens" })).toBeVisible();
  await expect(visitorPage.getByText("We sponsor the Fenmoor Young Engineers club.")).toBeVisible();
  await visitor.close();
});

test("an editor moves a board member up the list and changes their role: the profile and previous/next follow", async ({
  page,
  staff,
}) => {
  await staff.signIn(page, { email: "bea.board@fenmoor.example", role: "editor", name: "Bea Board" });
  await consoleNav(page).getByRole("link", { name: "Board" }).click();
  await expect(page.getByRole("heading", { name: "Board of Directors", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Rajesh Varma" }).click();
  await expect(page).toHaveURL("/staff/board-of-directors/rajesh-varma");
  await expectNoAxeViolations(page);
  await page.getByLabel("Role", { exact: true }).fill("Technical Director and Deputy Chair");
  await page.getByRole("spinbutton", { name: /^Place in the list/ }).fill("1");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: the profile/)).toBeVisible();
  await expect(
    page.getByRole("cell", { name: /^Published: Role and Place in the list changed/ }),
  ).toBeVisible();

  await page.goto("/board-of-directors/rajesh-varma");
  await expect(page.getByText("Technical Director and Deputy Chair").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous Margaret Holloway" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Next David Achebe" })).toBeVisible();
  await page.goto("/board-of-directors");
  const names = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(names.slice(0, 2)).toEqual(["Margaret Holloway", "Rajesh Varma"]);
});

test("an admin changes the phone number and the contact form's recipient: the footer and the next enquiry follow", async ({
  page,
  staff,
  browser,
}) => {
  const catcher = await startMailCatcher({ port: STAFF_SMTP_PORT });
  try {
    await staff.signIn(page, { email: "ada.admin@fenmoor.example", role: "admin", name: "Ada Admin" });
    await consoleNav(page).getByRole("link", { name: "Company identity" }).click();
    await expect(page.getByRole("heading", { name: "Company identity", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: /^Phone As the pages show it/ }).fill("+44 (0)1632 960 555");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText(/^Published: every page's header/)).toBeVisible();

    await consoleNav(page).getByRole("link", { name: "Enquiry recipients" }).click();
    await page.getByLabel("Contact us", { exact: true }).fill("front-desk@fenmoor-chemicals.example");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText(/^Published: the next enquiry/)).toBeVisible();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/contact-us");
    await expect(
      visitorPage.getByRole("contentinfo").getByRole("link", { name: "+44 (0)1632 960 555" }),
    ).toHaveAttribute("href", "tel:+441632960555");
    await waitForEnhancedForm(visitorPage);
    await fillContactForm(visitorPage);
    await visitorPage.getByRole("button", { name: "Submit" }).click();
    await expect(visitorPage.getByRole("status")).toHaveText(SUCCESS);
    const mail = await catcher.find(
      (caught) => caught.parsed.subject?.startsWith("Contact enquiry") ?? false,
      30_000,
    );
    expect(mail.envelope.to).toEqual(["front-desk@fenmoor-chemicals.example"]);
    await visitor.close();

    // An editor edits the identity but never sees where enquiries go.
    const editor = await browser.newContext();
    const editorPage = await editor.newPage();
    await staff.signIn(editorPage, {
      email: "ed.identity@fenmoor.example",
      role: "editor",
      name: "Ed Identity",
    });
    await expect(consoleNav(editorPage).getByRole("link", { name: "Company identity" })).toBeVisible();
    await expect(consoleNav(editorPage).getByRole("link", { name: "Enquiry recipients" })).toHaveCount(0);
    expect((await editorPage.goto("/staff/enquiry-recipients"))?.status()).toBe(403);
    await editor.close();
  } finally {
    await catcher.stop();
  }
});
