import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/**
 * Issue 31's "a revision comparison shows the changed field": an editor saves a news item twice,
 * compares the two versions, previews the older one as the news page shows it, restores it, and
 * then puts the item back as it was (the server's data is shared by every spec).
 */
test("an editor compares two revisions, previews the older one and restores it", async ({ page, staff }) => {
  await staff.signIn(page, {
    email: "rhea.revisions@fenmoor.example",
    role: "editor",
    name: "Rhea Revisions",
  });
  const path = contentItemPath("news", "116");
  await page.goto(path);
  const title = page.getByLabel("Title", { exact: true });
  const liveVersion = await page.locator('input[name="version"]').first().inputValue();
  const liveTitle = await title.inputValue();
  const older = "Our largest apprentice intake so far: twelve new starters";
  const newer = "Our largest apprentice intake so far: fourteen new starters";
  const saved = page.getByRole("cell", { name: "Draft saved: Title changed" });
  const earlier = await saved.count();
  for (const [saves, text] of [older, newer].entries()) {
    await title.fill(text);
    await page.getByRole("button", { name: "Save draft" }).click();
    // Each save is a row of the history: its count says this save is in.
    await expect(saved).toHaveCount(earlier + saves + 1);
  }

  // The two latest versions are the ones chosen at first.
  await page.getByRole("button", { name: "Compare versions" }).click();
  const comparison = page.getByRole("region", { name: /^Changes from version \d+ to version \d+$/ });
  await expect(comparison).toBeFocused();
  const heading = (await comparison.getByRole("heading").textContent()) ?? "";
  const [, from = "", to = ""] = /from version (\d+) to version (\d+)/.exec(heading) ?? [];
  expect(Number(to)).toBe(Number(from) + 1);
  const row = comparison.getByRole("row", { name: /^Title/ });
  await expect(row.getByRole("rowheader")).toHaveText("Title");
  await expect(row.locator("del")).toHaveText("[removed: twelve]");
  await expect(row.locator("ins")).toHaveText("[added: fourteen]");
  await expect(comparison.getByText("4 fields unchanged.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The older version as the news page would show it, before restoring it.
  await page.getByRole("link", { name: `Preview version ${from}` }).click();
  await expect(page.getByText("Preview of a draft.")).toBeVisible();
  await expect(page.getByRole("heading", { name: older })).toBeVisible();
  await expect(page.getByRole("heading", { name: newer })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the editor" }).click();

  await page
    .getByRole("form", { name: `Restore version ${from}` })
    .getByRole("button")
    .click();
  await expect(page.getByText("Restored as a draft. Publish it to make it live.")).toBeVisible();
  await expect(title).toHaveValue(older);

  // Back as it was: the live record restored and published again, so no draft is left.
  await page
    .getByRole("form", { name: `Restore version ${liveVersion}` })
    .getByRole("button")
    .click();
  // The notice is still the first restore's: the title says this one is in, so Publish posts its version.
  await expect(title).toHaveValue(liveTitle);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  await expect(page.getByText("The draft below has changes that are not live yet.")).toHaveCount(0);
});
