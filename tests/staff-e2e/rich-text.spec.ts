import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

const NEWS_NEW_PATH = "/staff/news/new";

/** Issue 31, "Editing text": headings, links to other sites and to the site's pages, pasted addresses. */

const TITLE = "Fenmoor publishes its mould release trial results";
const PRODUCT = "Fenfoam S-120";

/** A paste of plain text into the editor, as the browser delivers one from the clipboard. */
async function paste(editor: Locator, text: string) {
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test("an editor adds a heading and links in a news item, and the public page shows them sanitised", async ({
  page,
  browser,
  staff,
}) => {
  await staff.signIn(page, { email: "lina.links@fenmoor.example", role: "editor", name: "Lina Links" });
  await page.goto(NEWS_NEW_PATH);
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Date", { exact: true }).fill("2026-11-26");
  const text = page.locator(".staff-rich-text[contenteditable=true]");
  await text.click();

  const heading = page.getByRole("button", { name: "Heading", exact: true });
  await heading.click();
  await expect(heading).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Trial results");
  await page.keyboard.press("Enter");
  await expect(heading).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type("The full figures are on ");

  // An external link, in a new tab; the panel is a part of the editor's form, worked by keyboard.
  const link = page.getByRole("button", { name: "Link", exact: true });
  await link.click();
  const panel = page.getByRole("group", { name: "Add a link" });
  await expect(panel.getByLabel("Link to")).toBeFocused();
  await panel.getByLabel("Link to").selectOption("Another site or an e-mail address");
  await expect(panel.getByLabel("Open in a new tab")).toHaveCount(0);
  await panel.getByLabel("Address").fill("javascript:alert(1)");
  await panel.getByLabel("Address").press("Enter");
  await expect(panel.getByRole("alert")).toHaveText(/^Give a web address/);
  await panel.getByLabel("Address").fill("example.org/trials");
  await panel.getByLabel("Open in a new tab").check();
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: "Apply link" }).click();
  await expect(panel).toHaveCount(0);
  await expect(text.getByRole("link", { name: "example.org/trials" })).toHaveAttribute(
    "href",
    "https://example.org/trials",
  );

  // A link to a product, found by a word of its name.
  await text.press("End");
  await page.keyboard.type(" and the product is ");
  await link.click();
  await page
    .getByRole("group", { name: "Add a link" })
    .getByLabel("Find a page or product by its title")
    .fill("s-120");
  await page.getByRole("button", { name: new RegExp(`^${PRODUCT} \\(Product\\)`) }).click();
  await expect(page.getByText("Links to /products/fenfoam-s-120")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Apply link" }).click();
  await expect(text.getByRole("link", { name: PRODUCT })).toHaveAttribute("href", "/products/fenfoam-s-120");
  await expect(link).toHaveAttribute("aria-pressed", "false");

  // An address typed (or pasted) into the text becomes a link by itself.
  await text.press("End");
  await page.keyboard.type(". Data sheets: https://example.com/sds ");
  await expect(text.getByRole("link", { name: "https://example.com/sds" })).toHaveAttribute(
    "href",
    "https://example.com/sds",
  );
  // Pasted: an address alone becomes a link, and one pasted over selected words links them.
  await paste(text, "https://example.net/safety");
  await expect(text.getByRole("link", { name: "https://example.net/safety" })).toHaveAttribute(
    "href",
    "https://example.net/safety",
  );
  await page.keyboard.type(" and the trial plan");
  for (let step = 0; step < "trial plan".length; step++) await page.keyboard.press("Shift+ArrowLeft");
  await paste(text, "https://example.net/plan");
  await expect(text.getByRole("link", { name: "trial plan" })).toHaveAttribute(
    "href",
    "https://example.net/plan",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  // One act, one revision (issue 31).
  await expect(page.getByRole("cell", { name: /^Published:/ })).toHaveCount(1);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/news");
  const article = visitorPage.getByRole("article", { name: TITLE });
  // Beneath the item's own h2 title, the text's heading is an h3.
  await expect(article.getByRole("heading", { name: "Trial results", level: 3 })).toBeVisible();
  const external = article.getByRole("link", { name: "example.org/trials" });
  await expect(external).toHaveAttribute("href", "https://example.org/trials");
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  const internal = article.getByRole("link", { name: PRODUCT });
  await expect(internal).toHaveAttribute("href", "/products/fenfoam-s-120");
  await expect(internal).not.toHaveAttribute("target", /./);
  await expect(article.getByRole("link", { name: "https://example.com/sds" })).not.toHaveAttribute(
    "target",
    /./,
  );
  await visitor.close();

  // The shared server's news page is left as it was.
  await page.getByRole("link", { name: "Unpublish" }).click();
  await expect(page.getByRole("heading", { name: `Unpublish “${TITLE}”?` })).toBeFocused();
  await expect(page.getByText("Nothing else on the site links to it.")).toBeVisible();
  await page.getByRole("button", { name: "Unpublish it" }).click();
  await expect(page.getByText("Unpublished: it is no longer on the site.")).toBeVisible();
});
