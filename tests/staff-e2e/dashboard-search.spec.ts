import { STAFF_PATH } from "#shared/staff/paths.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/** The console's start page and its search (issue 31, decision 109), as an editor uses them. */
const EDITOR = { email: "dora.dashboard@fenmoor.example", role: "editor", name: "Dora Dashboard" } as const;
/** A sample news item no other console test edits. */
const NEWS_KEY = "104";
const DRAFT_TITLE = "Winter collection for the food bank, draft for the dashboard";

test("the dashboard lists the editor's draft, and the header search finds a product by its description", async ({
  page,
  staff,
  staffServices,
}) => {
  await staff.signIn(page, EDITOR);
  await expect(page.getByRole("heading", { name: "Your drafts" })).toBeVisible();
  await expect(page.getByText("You have no unpublished changes.")).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    await page.goto(`/staff/news/${NEWS_KEY}`);
    await page.getByLabel("Title", { exact: true }).fill(DRAFT_TITLE);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(
      page.getByText("Draft saved. The public site is unchanged until you publish."),
    ).toBeVisible();

    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Overview" })
      .click();
    await expect(page).toHaveURL(STAFF_PATH);
    const drafts = page.getByRole("region", { name: "Your drafts" });
    await expect(drafts.getByRole("link", { name: DRAFT_TITLE })).toBeVisible();
    await expect(drafts).toContainText(/News item, Published\. Saved \d{4}-\d\d-\d\d \d\d:\d\d UK time/);
    await expectNoAxeViolations(page);
    await drafts.getByRole("link", { name: DRAFT_TITLE }).click();
    await expect(page).toHaveURL(`/staff/news/${NEWS_KEY}`);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(DRAFT_TITLE);
  } finally {
    // Shared data back as it was: the item without a draft, as the seed left it.
    await staffServices.database.db
      .updateTable("content_entries")
      .set({ draft: null })
      .where("kind", "=", "news")
      .where("item_key", "=", NEWS_KEY)
      .execute();
  }

  const search = page.getByRole("search").filter({ has: page.getByLabel("Find content") });
  await search.getByLabel("Find content").fill("Scumming");
  await search.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL("/staff/search?q=Scumming");
  await expect(page.getByRole("heading", { name: "Search all content", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("1 item matches “Scumming”.");
  const products = page.getByRole("region", { name: "Products (1)" });
  await expect(products.getByRole("listitem")).toHaveCount(1);
  await expect(products.locator("mark")).toHaveText("scumming");
  await expectNoAxeViolations(page);
  await products.getByRole("link", { name: "Fenprint SF Fount 50" }).click();
  await expect(page).toHaveURL("/staff/products/fenprint-sf-fount-50");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Fenprint SF Fount 50");
});
