import type { Page } from "@playwright/test";
import { londonLocalValue } from "#server/content-editing/london-time.ts";
import { expect, test } from "./staff-fixtures.ts";

/** Issue 15's "Done when": schedule a news item, restore a revision, and two editors in conflict. */

/** Writes a new news item's Title, Date and Text in the editor (TipTap for the text). */
async function writeNewsItem(page: Page, title: string, text: string) {
  await page.goto("/staff/news/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2026-11-25");
  const editor = page.locator(".staff-rich-text[contenteditable=true]");
  await editor.click();
  await page.keyboard.type(text);
}

/** The item's editor address, once it has one. */
function editorPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The first whole minute at least an hour from now: still to come however slowly the test runs. */
function minuteAnHourAhead(): Date {
  return new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
}

test("an editor schedules a news item: hidden until its time, then live without anyone publishing it", async ({
  page,
  browser,
  staff,
}) => {
  const title = "Fenmoor starts up its second silicone emulsion line at Heronsgate";
  await staff.signIn(page, { email: "sol.schedule@fenmoor.example", role: "editor", name: "Sol Schedule" });
  await writeNewsItem(page, title, "The new line doubles the site's capacity for silicone emulsions.");
  const at = minuteAnHourAhead();
  await page.getByLabel(/^Publish at/).fill(londonLocalValue(at));
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Scheduled: it goes live by itself at the time given.")).toBeVisible();
  await expect(page.getByText(/^Status: Scheduled/)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/news");
  await expect(visitorPage.getByRole("heading", { name: title })).toHaveCount(0);

  // The schedule's check, run as the server runs it once its clock reaches the time given; the
  // server's own timer firing is tests/api/content-editing.test.ts's "scheduling".
  expect(await staff.publishDue(at)).toBe(1);
  // The server reads the change within its content version's TTL (server/content-version.ts).
  await expect.poll(async () => (await visitorPage.request.get("/news")).text()).toContain(title);
  await visitorPage.goto("/news");
  await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible();
  const list = (await (await visitorPage.request.get("/api/media-list")).json()) as {
    data: { name: string }[];
  };
  expect(list.data.map((item) => item.name)).toContain(title);
  await visitor.close();

  await page.reload();
  await expect(page.getByText(/^Status: Published/)).toBeVisible();
});

test("an editor restores an earlier revision as a draft and publishes it again", async ({ page, staff }) => {
  const first = "Fenmoor supplies defoamers to a new bioethanol plant";
  const second = "Fenmoor supplies defoamers to the Humber bioethanol plant";
  await staff.signIn(page, { email: "rory.restore@fenmoor.example", role: "editor", name: "Rory Restore" });
  await writeNewsItem(page, first, "The plant ferments wheat into fuel ethanol.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(second);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  await expect(page.getByRole("cell", { name: "Published: Title changed" })).toBeVisible();
  const path = editorPath(page);
  const news = async () => (await (await page.request.get("/news")).text()).replaceAll("<!-- -->", "");
  expect(await news()).toContain(second);

  // Version 1 is the first publish, with the first title: a Publish is one revision.
  await page
    .getByRole("form", { name: "Restore version 1" })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(page.getByText("Restored as a draft. Publish it to make it live.")).toBeVisible();
  await expect(page).toHaveURL(`${path}?done=restored`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(first);
  await expect(page.getByRole("cell", { name: /^Restored/ })).toBeVisible();
  // A restore is a draft: the site still shows the second title.
  expect(await news()).toContain(second);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  const after = await news();
  expect(after).toContain(first);
  expect(after).not.toContain(second);
});

test("two editors change the same item: the second save is refused, naming who changed what", async ({
  page,
  staff,
  browser,
}) => {
  const title = "Fenmoor joins the UK Silicones Stewardship Group";
  await staff.signIn(page, { email: "ada.first@fenmoor.example", role: "editor", name: "Ada First" });
  await writeNewsItem(page, title, "Members share data on the safe use of siloxanes.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public site is unchanged until you publish.")).toBeVisible();
  const path = editorPath(page);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await staff.signIn(otherPage, { email: "ben.second@fenmoor.example", role: "editor", name: "Ben Second" });
  await otherPage.goto(path);
  await expect(otherPage.getByLabel("Title", { exact: true })).toHaveValue(title);

  // Both have the same version open; Ada saves first.
  await page.goto(path);
  await page.getByLabel("Title", { exact: true }).fill(`${title} as a founder member`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public site is unchanged until you publish.")).toBeVisible();

  const bensTitle = `${title} and its siloxane working party`;
  await otherPage.getByLabel("Title", { exact: true }).fill(bensTitle);
  await otherPage.getByRole("button", { name: "Save draft" }).click();
  await expect(otherPage.getByRole("alert")).toHaveText(
    /^Not saved: ada\.first@fenmoor\.example changed this item while you were editing \(Title changed\)\./,
  );
  // Nothing was overwritten: Ada's title is the draft, Ben's is still in his form.
  await expect(otherPage.getByLabel("Title", { exact: true })).toHaveValue(bensTitle);
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} as a founder member`);

  // Having seen the message, Ben saves again on purpose, over Ada's version.
  await otherPage.getByRole("button", { name: "Save draft" }).click();
  await expect(
    otherPage.getByText("Draft saved. The public site is unchanged until you publish."),
  ).toBeVisible();
  await expect(otherPage.getByLabel("Title", { exact: true })).toHaveValue(bensTitle);
  await other.close();
});
