import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { sampleImage, uploadHash } from "../support/upload-client.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/**
 * Issue 31's "Done when": an image picked from the media library by thumbnail, with a focal point.
 * The news item is a new draft and the image a new upload; both are removed at the end, so the
 * shared database is as it was.
 */
const ALT = "A copper heat exchanger in the Heronsgate plant room";
/** A new news item's editor. */
const NEWS_NEW = contentItemPath("news", "new");
const TITLE = "Heat recovery cuts the Heronsgate works' gas use by a fifth";

test("an editor searches the library, sets an image's focal point and picks it by thumbnail in a news item", async ({
  page,
  staff,
  staffServices,
}) => {
  const image = await sampleImage(1200, 900, "png", { seed: 31 });
  const hash = uploadHash(image);
  let newsKey: string | undefined;
  try {
    await staff.signIn(page, { email: "mia.media@fenmoor.example", role: "editor", name: "Mia Media" });
    await page.goto(STAFF_FILES_PATH);
    const upload = page.getByRole("form", { name: "Upload a file" });
    await upload
      .getByLabel("File")
      .setInputFiles({ name: "heat-exchanger.png", mimeType: "image/png", buffer: image });
    await upload.getByLabel("Alt text (images)").fill(ALT);
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status")).toHaveText("Uploaded heat-exchanger.png.");

    // Search: the address is the list's canonical one, and only the matching file is in the grid.
    const search = page.getByRole("search", { name: "Search the files" });
    await search.getByLabel("Name or alt text").fill("COPPER exchanger");
    await search.getByLabel("Type").selectOption("image");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${STAFF_FILES_PATH}?q=COPPER+exchanger&kind=image`);
    const grid = page.getByRole("list", { name: "Files" });
    await expect(grid.locator(".staff-media-card")).toHaveCount(1);
    await expect(grid.getByRole("img", { name: ALT })).toBeVisible();
    await expect(grid).toContainText("1200 × 900");
    await expect(grid).toContainText("Not used");
    await expectNoAxeViolations(page);

    // The detail view: a click on the image near its top right corner fills the two boxes.
    await grid.getByRole("link", { name: "heat-exchanger.png", exact: true }).click();
    await expect(page.getByRole("heading", { name: "heat-exchanger.png", level: 2 })).toBeVisible();
    const focal = page.getByRole("form", { name: "Focal point" });
    const picker = focal.getByRole("button", { name: "Set the focal point where you click on the image" });
    const box = await picker.boundingBox();
    if (!box) throw new Error("the image is not drawn");
    await picker.click({ position: { x: box.width * 0.8, y: box.height * 0.2 } });
    const across = focal.getByLabel("Across (0 to 1)");
    const down = focal.getByLabel("Down (0 to 1)");
    expect(Number(await across.inputValue())).toBeCloseTo(0.8, 1);
    expect(Number(await down.inputValue())).toBeCloseTo(0.2, 1);
    await expectNoAxeViolations(page);
    await focal.getByRole("button", { name: "Save the focal point" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Saved the focal point of heat-exchanger.png: its card crops are cut again around it.",
    );
    const stored = await staffServices.uploads.findUpload(hash);
    expect(stored?.focal.x).toBeCloseTo(0.8, 1);
    expect(stored?.focal.y).toBeCloseTo(0.2, 1);
    await expect(
      page.getByRole("link", { name: new RegExp(`${hash}-card-\\d+-\\d+-960\\.webp$`) }),
    ).toBeVisible();

    // The news item's image field: a thumbnail in the picker's dialog, found by its search.
    await page.goto(NEWS_NEW);
    await page.getByLabel("Title", { exact: true }).fill(TITLE);
    const text = page.locator(".staff-rich-text[contenteditable=true]");
    await text.click();
    await page.keyboard.type("A heat exchanger now warms the boiler feed with the reactors' waste heat.");
    await page.getByRole("button", { name: "Choose an image…" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Search names and alt texts").fill("heat exchanger");
    const choice = dialog.getByRole("radio", { name: `heat-exchanger.png: ${ALT}` });
    await expect(dialog.getByRole("radio")).toHaveCount(2);
    await expectNoAxeViolations(page);
    // The thumbnail is the radio button's label: a click on the picture picks the file.
    await dialog
      .locator(".staff-picker-option")
      .filter({ hasText: "heat-exchanger.png" })
      .locator("img")
      .click();
    await expect(choice).toBeChecked();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".staff-picker-current")).toContainText(`heat-exchanger.png: ${ALT}`);
    await expect(page.getByRole("button", { name: "Choose an image…" })).toBeFocused();
    // The item's own alt text, empty, takes the image's.
    await expect(page.getByRole("textbox", { name: /^Image alt text/ })).toHaveValue(ALT);

    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/news\/\d+/);
    newsKey = /\/staff\/news\/(\d+)/.exec(page.url())?.[1];
    await expect(page.locator(".staff-picker-current")).toContainText(`heat-exchanger.png: ${ALT}`);
    const entry = newsKey ? await staffServices.contentEditing.get("news", newsKey) : undefined;
    expect(String(entry?.working.image)).toMatch(new RegExp(`^uploads/${hash}-1200\\.(?:png|jpg)$`));

    // The library now names the draft among the image's uses.
    await page.goto(`${STAFF_FILES_PATH}?q=copper`);
    await expect(page.getByRole("list", { name: "Files" })).toContainText(`News item: ${TITLE} (draft)`);
  } finally {
    const { db } = staffServices.database;
    if (newsKey) {
      for (const table of ["content_revisions", "content_entries"] as const) {
        await db.deleteFrom(table).where("kind", "=", "news").where("item_key", "=", newsKey).execute();
      }
    }
    await staffServices.uploads.deleteUpload(hash, async () => []);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the focal point is entered in its boxes and the image picked by its thumbnail radio button", async ({
    page,
    staff,
    staffServices,
  }) => {
    const image = await sampleImage(900, 600, "png", { seed: 32 });
    const hash = uploadHash(image);
    const alt = "A brass sampling valve on a stainless line";
    let newsKey: string | undefined;
    try {
      await staff.signIn(page, { email: "nell.nojs@fenmoor.example", role: "editor", name: "Nell NoJS" });
      await page.goto(STAFF_FILES_PATH);
      const upload = page.getByRole("form", { name: "Upload a file" });
      await upload
        .getByLabel("File")
        .setInputFiles({ name: "sampling-valve.png", mimeType: "image/png", buffer: image });
      await upload.getByLabel("Alt text (images)").fill(alt);
      await upload.getByRole("button", { name: "Upload" }).click();
      await expect(page.getByRole("status")).toHaveText("Uploaded sampling-valve.png.");

      await page.goto(`${STAFF_FILES_PATH}?q=brass+valve`);
      await page.getByRole("link", { name: "sampling-valve.png", exact: true }).click();
      const focal = page.getByRole("form", { name: "Focal point" });
      // No button on the image without JavaScript: the boxes are the control.
      await expect(focal.getByRole("button", { name: /Set the focal point/ })).toHaveCount(0);
      await focal.getByLabel("Across (0 to 1)").fill("0.25");
      await focal.getByLabel("Down (0 to 1)").fill("0.75");
      await focal.getByRole("button", { name: "Save the focal point" }).click();
      await expect(page.getByRole("status")).toContainText("Saved the focal point of sampling-valve.png");
      await expect(focal.getByLabel("Across (0 to 1)")).toHaveValue("0.25");
      expect((await staffServices.uploads.findUpload(hash))?.focal).toEqual({ x: 0.25, y: 0.75 });

      await page.goto(NEWS_NEW);
      await page.getByLabel("Title", { exact: true }).fill("A new sampling point on the silicone line");
      await page.getByLabel("Text", { exact: true }).fill("<p>Samples are now drawn at the line itself.</p>");
      const choices = page.getByRole("group", { name: "Uploaded images" });
      await choices
        .locator(".staff-picker-option")
        .filter({ hasText: "sampling-valve.png" })
        .locator("img")
        .click();
      await expect(choices.getByRole("radio", { name: `sampling-valve.png: ${alt}` })).toBeChecked();
      await page.getByRole("textbox", { name: /^Image alt text/ }).fill(alt);
      await page.getByRole("button", { name: "Save draft", exact: true }).click();
      await expect(page).toHaveURL(/\/staff\/news\/\d+/);
      newsKey = /\/staff\/news\/(\d+)/.exec(page.url())?.[1];
      await expect(
        page
          .getByRole("group", { name: "Uploaded images" })
          .getByRole("radio", { name: `sampling-valve.png: ${alt}` }),
      ).toBeChecked();
    } finally {
      const { db } = staffServices.database;
      if (newsKey) {
        for (const table of ["content_revisions", "content_entries"] as const) {
          await db.deleteFrom(table).where("kind", "=", "news").where("item_key", "=", newsKey).execute();
        }
      }
      await staffServices.uploads.deleteUpload(hash, async () => []);
    }
  });
});
