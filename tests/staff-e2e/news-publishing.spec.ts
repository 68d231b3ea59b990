import type { Page } from "@playwright/test";
import { londonLocalValue } from "#server/content-editing/london-time.ts";
import { NEWS_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { expect, test } from "../e2e/fixtures.ts";
import { accept, invite } from "./console-support.ts";

/** Issue 15's "Done when": schedule a news item, restore a revision, and two editors in conflict. */

/** Writes a new news item's Title, Date and Text in the editor (TipTap for the text). */
async function writeNewsItem(page: Page, title: string, text: string) {
  await page.goto(NEWS_NEW_PATH);
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

/** `datetime-local` value (UK time) of the first whole minute at least `leadMs` from now. */
function londonMinuteAfter(leadMs: number): string {
  return londonLocalValue(new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000));
}

test("an editor schedules a news item: hidden until its time, then live without anyone publishing it", async ({
  page,
  browser,
}) => {
  const title = "Fenmoor starts up its second silicone emulsion line at Heronsgate";
  await accept(page, invite("sol.schedule@fenmoor.example", "editor"), "Sol Schedule");
  await writeNewsItem(page, title, "The new line doubles the site's capacity for silicone emulsions.");
  // At least 15 s ahead, so the time is still to come when the server reads it.
  await page.getByLabel(/^Publish at/).fill(londonMinuteAfter(15_000));
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Scheduled: it goes live by itself at the time given.")).toBeVisible();
  await expect(page.getByText(/^Status: Scheduled/)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/news");
  await expect(visitorPage.getByRole("heading", { name: title })).toHaveCount(0);

  // Due within the minute; every instance checks every 15 s (publish-schedule.ts).
  await expect
    .poll(
      async () => {
        const list = (await (await visitorPage.request.get("/api/media-list")).json()) as {
          data: { name: string }[];
        };
        return list.data.map((item) => item.name);
      },
      { timeout: 110_000, intervals: [2_000] },
    )
    .toContain(title);
  await visitorPage.goto("/news");
  await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(page.getByText(/^Status: Published/)).toBeVisible();
});

test("an editor restores an earlier revision as a draft and publishes it again", async ({ page }) => {
  const first = "Fenmoor supplies defoamers to a new bioethanol plant";
  const second = "Fenmoor supplies defoamers to the Humber bioethanol plant";
  await accept(page, invite("rory.restore@fenmoor.example", "editor"), "Rory Restore");
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

  // Version 2 is the first publish, with the first title.
  await page
    .getByRole("form", { name: "Restore version 2" })
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
  browser,
}) => {
  const title = "Fenmoor joins the UK Silicones Stewardship Group";
  await accept(page, invite("ada.first@fenmoor.example", "editor"), "Ada First");
  await writeNewsItem(page, title, "Members share data on the safe use of siloxanes.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public site is unchanged until you publish.")).toBeVisible();
  const path = editorPath(page);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await accept(otherPage, invite("ben.second@fenmoor.example", "editor"), "Ben Second");
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
