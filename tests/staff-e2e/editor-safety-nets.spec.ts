import type { Page } from "@playwright/test";
import { londonLocalValue } from "#server/content-editing/london-time.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/** Issue 31's safety nets in every content editor, shown on news and products, as an editor. */

// A UK browser: its date picker shows dd/mm/yyyy, and it asks for pages in British English.
test.use({ locale: "en-GB" });

const EDITOR = { email: "sam.safety@fenmoor.example", role: "editor", name: "Sam Safety" } as const;
const SAVED = "Draft saved. The public site is unchanged until you publish.";

async function writeText(page: Page, text: string) {
  await page.locator(".staff-rich-text[contenteditable=true]").click();
  await page.keyboard.type(text);
}

test("a new news item starts at today's date, and a failed publish puts a focused summary in view with links to the fields", async ({
  page,
  staff,
}) => {
  test.info().annotations.push({ type: "expected-console", description: "status of 400" });
  await staff.signIn(page, EDITOR);
  await page.goto("/staff/news/new");
  // The date is the day in London as the test runs; the server's day is the same one.
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(
    londonLocalValue(new Date()).slice(0, 10),
  );

  await page.getByLabel("Date", { exact: true }).fill("");
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await publish.scrollIntoViewIfNeeded();
  await publish.click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link")).toHaveText([
    "Enter a title (up to 200 characters).",
    "Choose a date: pick it from the calendar or type it as dd/mm/yyyy, e.g. 25/11/2026.",
    "Enter the text.",
  ]);
  await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: /^Enter a title/ }).click();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
});

test("a new product's address follows its name until the editor types one", async ({ page, staff }) => {
  await staff.signIn(page, EDITOR);
  await page.goto("/staff/products/new");
  const name = page.getByLabel("Name", { exact: true });
  const address = page.getByLabel(/^Address/);
  await name.pressSequentially("FenFoam S-990 Extra");
  await expect(address).toHaveValue("fenfoam-s-990-extra");
  await address.fill("fenfoam-s-990x");
  await name.pressSequentially(" Plus");
  await expect(address).toHaveValue("fenfoam-s-990x");
});

test("leaving a form with unsaved changes asks first, by a console link or by closing the tab", async ({
  page,
  staff,
}) => {
  await staff.signIn(page, EDITOR);
  await page.goto("/staff/news/new");
  // Untouched, the form lets the editor go without asking.
  await page.getByRole("link", { name: "All news" }).click();
  await expect(page).toHaveURL("/staff/news");
  await page.goto("/staff/news/new");
  await page.getByLabel("Title", { exact: true }).fill("Heronsgate wins a regional safety award");

  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    return dialog.dismiss();
  });
  await page.getByRole("link", { name: "All news" }).click();
  await expect
    .poll(() => asked)
    .toEqual(["confirm: You have changes that are not saved. Leave this page and lose them?"]);
  await expect(page).toHaveURL("/staff/news/new");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
    "Heronsgate wins a regional safety award",
  );

  page.once("dialog", (dialog) => {
    asked.push(dialog.type());
    return dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.at(-1)).toBe("beforeunload");
});

test("Ctrl+S saves the draft, the address becomes the item's, and Preview opens a tab of its own", async ({
  page,
  staff,
}) => {
  await staff.signIn(page, EDITOR);
  await page.goto("/staff/news");
  await page.getByRole("link", { name: "New news item" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Fenmoor opens a lubricant test laboratory");
  await writeText(page, "The laboratory runs four-ball and pin-on-disc tests.");
  await page.keyboard.press("Control+s");
  const notice = page.getByRole("status").filter({ hasText: SAVED });
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(/\/staff\/news\/\d+\?done=saved$/);
  const itemPath = new URL(page.url()).pathname;
  // The first save took the place of /new: Back leads to the list, not to an empty form.
  await page.goBack();
  await expect(page).toHaveURL("/staff/news");
  await page.goForward();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
    "Fenmoor opens a lubricant test laboratory",
  );

  const title = "Fenmoor opens a lubricant test laboratory at Heronsgate";
  await page.getByLabel("Title", { exact: true }).fill(title);
  const tab = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = await tab;
  await expect(preview).toHaveURL(/\/news\?preview=\d+$/);
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  // The editor stayed, at the item's address, holding what was saved.
  await expect(page).toHaveURL(new RegExp(`${itemPath}\\?done=saved$`));
  await expect(notice).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expectNoAxeViolations(page);
});
