import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FORBIDDEN_MESSAGE } from "#server/staff/access.ts";
import { freePort, spawnService } from "../../scripts/support/service-process.ts";
import { pdfText } from "../support/pdf-text.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { STAFF_DATA_DIR, STAFF_DATABASE_URL } from "./playwright.config.ts";
import { expect, test } from "./staff-fixtures.ts";

const TITLE = "Fenmoor trials a silicone-free release agent for tyre moulds";
const OPENING = "Three tyre plants are testing a water-based release agent";
/** Newer than every sample news item. */
const DATE = "2026-11-24";

test("an editor writes a news item in TipTap, previews it privately, publishes it everywhere; sales cannot edit", async ({
  page,
  staff,
  browser,
}) => {
  await staff.signIn(page, { email: "nell.editor@fenmoor.example", role: "editor", name: "Nell Editor" });
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New news item" }).click();
  await expect(page.getByRole("heading", { name: "New news item" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Date", { exact: true }).fill(DATE);

  // TipTap replaces the plain HTML box once loaded; any CSP refusal would fail the console guard.
  const text = page.locator(".staff-rich-text[contenteditable=true]");
  await expect(text).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Text", exact: true })).toHaveClass(/staff-rich-text/);
  await text.click();
  await page.keyboard.type(`${OPENING}, `);
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("free of silicone");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(", made at Heronsgate.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public site is unchanged until you publish.")).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/news\/\d+\?done=saved$/);
  const editorPath = new URL(page.url()).pathname;
  const key = editorPath.split("/").at(-1) ?? "";
  await expect(page.locator(".staff-rich-text strong")).toHaveText("free of silicone");
  await expect(page.getByRole("cell", { name: /Draft saved: Created/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The preview opens in a tab of its own (decision 101); the editor stays.
  const tab = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = await tab;
  await expect(preview).toHaveURL(`/news?preview=${key}`);
  await expect(preview.getByText("Preview of a draft.")).toBeVisible();
  await expect(preview.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Back to the editor" })).toHaveAttribute("href", editorPath);
  await expectNoAxeViolations(preview);
  await preview.close();

  // A visitor at the same address sees the public news page, without the draft.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/news?preview=${key}`);
  await expect(visitorPage.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  await expect(visitorPage.getByText(TITLE)).toHaveCount(0);
  await expect(visitorPage.getByText("Preview of a draft.")).toHaveCount(0);

  // Preview saved the form through the editor first; unchanged since Save draft, it wrote nothing.
  await expect(page).toHaveURL(`${editorPath}?done=unchanged`);
  await expect(page.getByText("No changes to save.")).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();
  await expect(page.getByText("Status: Published")).toBeVisible();

  await visitorPage.goto("/news");
  await expect(visitorPage.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(visitorPage.getByText(OPENING)).toBeVisible();
  await visitorPage.goto("/");
  await expect(visitorPage.locator(".news-teasers").getByRole("link", { name: TITLE })).toBeVisible();
  const list = (await (await visitorPage.request.get("/api/media-list")).json()) as {
    data: { id: number; name: string; description: string }[];
  };
  expect(list.data[0]).toMatchObject({ id: Number(key), name: TITLE });
  expect(list.data[0]?.description).toContain("<strong>free of silicone</strong>");
  // The item is the newest: the sitemap dates the news list by it, so crawlers come back for it.
  const sitemap = await (await visitorPage.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/news</loc><lastmod>${DATE}</lastmod>`);

  // A second instance on the same database (PostgreSQL when the suite has one) shows it too.
  const ownDir = STAFF_DATABASE_URL ? fs.mkdtempSync(path.join(os.tmpdir(), "staff-second-")) : undefined;
  const second = spawnService({
    PORT: String(await freePort()),
    DATA_DIR: ownDir ?? STAFF_DATA_DIR,
    DATABASE_URL: STAFF_DATABASE_URL,
    LOG_LEVEL: "warn",
  });
  try {
    await second.ready(60_000);
    await visitorPage.goto(`${second.baseUrl}/news`);
    await expect(visitorPage.getByRole("heading", { name: TITLE })).toBeVisible();
  } finally {
    await second.stop();
    if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
  }
  await visitor.close();

  await page.goto("/staff/news");
  await expect(page.getByRole("row", { name: new RegExp(TITLE) })).toContainText("Published");

  // A sales person is signed in, but content is not theirs to edit.
  const sales = await browser.newContext();
  const salesPage = await sales.newPage();
  await staff.signIn(salesPage, { email: "sam.sales@fenmoor.example", role: "sales", name: "Sam Sales" });
  const refused = await salesPage.goto(editorPath);
  expect(refused?.status()).toBe(403);
  await expect(salesPage.getByText(FORBIDDEN_MESSAGE)).toBeVisible();
  await expect(
    salesPage.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "News" }),
  ).toHaveCount(0);
  await sales.close();
});

test("an editor changes a product's description and address: search, the datasheet and the old address follow", async ({
  page,
  staff,
}) => {
  const word = "marshwort";
  const description = `A silicone-free defoamer from vegetable oils, now dosed into the ${word} sugar beet flume water.`;
  await staff.signIn(page, { email: "pip.products@fenmoor.example", role: "editor", name: "Pip Products" });
  await page
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  // The list shows 50 a page: the product is found by its name.
  await page.getByLabel("Search").fill("Fenfoam V-15");
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByRole("link", { name: "Fenfoam V-15", exact: true }).click();
  await expect(page).toHaveURL("/staff/products/fenfoam-v-15");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Fenfoam V-15");
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: /^Description/ }).fill(description);
  await page.getByRole("textbox", { name: /^Address/ }).fill("fenfoam-v-15-beet");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: the product page/)).toBeVisible();
  await expect(page).toHaveURL("/staff/products/fenfoam-v-15-beet?done=published");
  await expect(page.getByRole("cell", { name: /Published: Address and Description changed/ })).toBeVisible();

  const found = (await (await page.request.get(`/api/list?query=${word}`)).json()) as {
    data: { name: string; pdflink: string }[];
  };
  expect(found.data.map((product) => product.name)).toEqual(["Fenfoam V-15"]);
  const datasheet = await page.request.get(`/files/${found.data[0]?.pdflink}`);
  expect(datasheet.headers()["content-type"]).toBe("application/pdf");
  expect(pdfText(await datasheet.body())).toContain(word);

  const visit = await page.goto("/products/fenfoam-v-15");
  expect(visit?.request().redirectedFrom()?.url()).toMatch(/\/products\/fenfoam-v-15$/);
  await expect(page).toHaveURL("/products/fenfoam-v-15-beet");
  await expect(page.getByText(description)).toBeVisible();
});
