import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

const NEWS_LIST_PATH = "/staff/news";
const NEWS_NEW_PATH = "/staff/news/new";

/** Issue 31's autosave and live preview, on a news item, as an editor; the clock is Playwright's. */

const EDITOR = { email: "ada.autosave@fenmoor.example", role: "editor", name: "Ada Autosave" } as const;
const TITLE = "Heronsgate trials a low-foam rinse aid";

test("a pause in typing saves the draft where the editor is, a reload finds it, and the live preview follows", async ({
  page,
  staff,
}) => {
  await page.clock.install();
  await staff.signIn(page, EDITOR);
  await page.goto(NEWS_NEW_PATH);
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  const text = page.locator(".staff-rich-text[contenteditable=true]");
  await text.click();
  await page.keyboard.type("The rinse aid keeps foam below the spray arms.");
  await page.clock.runFor(4_000);

  const saved = page.getByRole("status").filter({ hasText: /^Saved \d{2}:\d{2}$/ });
  await expect(saved).toBeVisible();
  // The new item has its own address now, and the typing goes on where it was.
  await expect(page).toHaveURL(/\/staff\/news\/\d+$/);
  await expect(text).toBeFocused();
  await page.keyboard.type(" Trials run until March.");
  await page.clock.runFor(4_000);
  await expect(page.getByRole("status").filter({ hasText: "Saving" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(text).toContainText("foam below the spray arms. Trials run until March.");
  // One person's run of autosaves is one entry in the history.
  await expect(page.getByRole("cell", { name: /^Draft saved: / })).toHaveCount(1);

  await page.getByRole("button", { name: "Show the page beside the form" }).click();
  const preview = page.frameLocator('iframe[title="Preview of the saved draft"]');
  await expect(preview.getByRole("heading", { name: TITLE })).toBeVisible();
  await page.getByRole("button", { name: "Phone" }).click();
  await expect(page.locator(".staff-live-preview-frame--phone")).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(`${TITLE} at Stourport`);
  await page.clock.runFor(4_000);
  await expect(preview.getByRole("heading", { name: `${TITLE} at Stourport` })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${TITLE} at Stourport`);
  await expectNoAxeViolations(page);
});

test("a button pressed while an autosave is under way waits for it: one item, saved with every word", async ({
  page,
  staff,
}) => {
  const title = "Stourport adds a second antifoam blending line";
  await page.clock.install();
  await staff.signIn(page, EDITOR);
  await page.goto(NEWS_NEW_PATH);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.locator(".staff-rich-text[contenteditable=true]").click();
  await page.keyboard.type("The line blends silicone antifoams.");
  await page.clock.runFor(3_100);
  await page.keyboard.type(" It opens in May.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public site is unchanged until you publish.")).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/news\/\d+\?done=saved$/);
  await expect(page.locator(".staff-rich-text")).toContainText("silicone antifoams. It opens in May.");
  await page.goto(`${NEWS_LIST_PATH}?q=${encodeURIComponent("second antifoam blending")}`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(1);
});

test("no autosave follows a button's post while it is under way: one item, published", async ({
  page,
  staff,
}) => {
  const title = "Heronsgate's effluent plant meets its new discharge limits";
  await page.clock.install();
  await staff.signIn(page, EDITOR);
  await page.goto(NEWS_NEW_PATH);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.locator(".staff-rich-text[contenteditable=true]").click();
  await page.keyboard.type("The plant now treats every batch before discharge.");
  // Publish is pressed before the pause in typing would autosave, and its post is held while the pause passes.
  let releasePublish = () => {};
  const publishHeld = new Promise<void>((resolve) => {
    releasePublish = resolve;
  });
  await page.route(`**${NEWS_NEW_PATH}.data*`, async (route) => {
    if (route.request().method() === "POST") await publishHeld;
    await route.continue();
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.clock.runFor(4_000);
  releasePublish();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  await page.unroute(`**${NEWS_NEW_PATH}.data*`);
  await page.goto(`${NEWS_LIST_PATH}?q=${encodeURIComponent("effluent plant meets")}`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(1);
});
