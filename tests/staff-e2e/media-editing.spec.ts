import { UPLOAD_MESSAGES } from "#shared/uploads/upload-rules.ts";
import { waitForHydration } from "../e2e/hydration.ts";
import { sampleImage, samplePdf, uploadHash } from "../support/upload-client.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

const consoleNav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Staff console" });

test("an editor uploads a press release's PDF and publishes it: the list links it and the PDF downloads", async ({
  page,
  staff,
  browser,
}) => {
  const title = "Fenmoor Chemicals doubles its returnable-container fleet";
  const pdf = samplePdf("Fenmoor returnable containers press release");
  await staff.signIn(page, { email: "prue.press@fenmoor.example", role: "editor", name: "Prue Press" });
  await consoleNav(page).getByRole("link", { name: "Press releases" }).click();
  await expect(page.getByRole("heading", { name: "Press releases", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New press release" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
  // A file that is not a PDF is refused in the field, with the files page's message (a 400 the browser logs).
  test.info().annotations.push({ type: "expected-console", description: "status of 400" });
  await page
    .getByLabel("Or upload a new one")
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("plain notes") });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(UPLOAD_MESSAGES.unsupported)).toBeVisible();
  await page
    .getByLabel("Or upload a new one")
    .setInputFiles({ name: "returnable-containers.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Uploaded returnable-containers.pdf: picked above.")).toBeVisible();
  const path = `uploads/${uploadHash(pdf)}.pdf`;
  // Picked: the field shows it, and its radio button (in the picker's closed dialog) is the one checked.
  await expect(page.locator(".staff-picker-current")).toContainText("returnable-containers.pdf");
  await expect(
    page.getByRole("radio", { name: "returnable-containers.pdf", includeHidden: true }),
  ).toBeChecked();
  await expect(page.locator('input[type="radio"]:checked')).toHaveValue(path);
  // The title typed before the upload is still there: the upload did not leave the page.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: the press-release list/)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/press-releases\/\d+\?done=published$/);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/press-release");
  const release = visitorPage.getByRole("listitem").filter({ hasText: title });
  const link = release.getByRole("link", { name: /View PDF/ });
  await expect(link).toHaveAttribute("href", `/files/${path}`);
  const download = await visitorPage.request.get(`/files/${path}`);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect((await download.body()).equals(pdf)).toBe(true);
  const api = (await (await visitorPage.request.get("/api/press-release?year=2026")).json()) as {
    data: { name: string; pdf_name: string }[];
  };
  expect(api.data[0]).toMatchObject({ name: title, pdf_name: path });
  await visitor.close();
});

test("an editor creates a news item with an uploaded image: the news page shows it in every size", async ({
  page,
  staff,
}) => {
  const title = "Heronsgate's new bulk tank farm is commissioned";
  const alt = "Four white storage tanks beside the Heronsgate works";
  const image = await sampleImage(1200, 675, "jpeg", { seed: 5 });
  await staff.signIn(page, { email: "nico.news@fenmoor.example", role: "editor", name: "Nico News" });
  await consoleNav(page).getByRole("link", { name: "News" }).click();
  await page.getByRole("link", { name: "New news item" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2026-11-23");
  const text = page.locator(".staff-rich-text[contenteditable=true]");
  await text.click();
  await page.keyboard.type("The tank farm holds a month of silicone fluid.");

  await page
    .getByLabel("Or upload a new one")
    .setInputFiles({ name: "tank-farm.jpg", mimeType: "image/jpeg", buffer: image });
  await page.getByLabel("Alt text of the upload").fill(alt);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Uploaded tank-farm.jpg: picked above.")).toBeVisible();
  const hash = uploadHash(image);
  await expect(page.locator(".staff-picker-current")).toContainText(`tank-farm.jpg: ${alt}`);
  await expect(page.locator('input[type="radio"]:checked')).toHaveValue(`uploads/${hash}-1200.jpg`);
  await expect(page.getByRole("textbox", { name: /^Image alt text/ })).toHaveValue(alt);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: it is live/)).toBeVisible();

  await page.goto("/news");
  const picture = page.getByRole("img", { name: alt });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("srcset", new RegExp(`/files/uploads/${hash}-480\\.jpg 480w`));
  await expect(page.locator(`picture source[type="image/avif"]`).first()).toHaveAttribute(
    "srcset",
    new RegExp(`/files/uploads/${hash}-960\\.avif 960w`),
  );
  // The browser chose one of the sizes and got it.
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("an editor renames a category and gives it a place: the finder and the Products menu follow", async ({
  page,
  staff,
  browser,
}) => {
  await staff.signIn(page, {
    email: "cara.categories@fenmoor.example",
    role: "editor",
    name: "Cara Categories",
  });
  await consoleNav(page).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Water Repellents", exact: true }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Water Repellents");
  await expectNoAxeViolations(page);
  await page.getByLabel("Name", { exact: true }).fill("Water Repellents and Sealers");
  await page.getByLabel("Name in the menu").fill("Water Repellents & Sealers");
  await page.getByLabel("Description").fill("Silane and siloxane water repellents and masonry sealers.");
  await page.getByLabel("Order").fill("0");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: the finder/)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/product?cat_id=34");
  // The menu opens once the page's script runs (a new context skips the fixture's wait).
  await waitForHydration(visitorPage);
  await expect(
    visitorPage.getByRole("heading", { name: "Water Repellents and Sealers", level: 1 }),
  ).toBeVisible();
  await expect(
    visitorPage.getByText("Silane and siloxane water repellents and masonry sealers."),
  ).toBeVisible();
  const menu = visitorPage.getByRole("navigation", { name: "Main" });
  await menu.getByRole("button", { name: "Products" }).click();
  const chemical = menu.locator(".menu-column").filter({ hasText: "Chemical Solutions" });
  await expect(chemical.getByRole("link").nth(1)).toHaveText("Water Repellents & Sealers");
  await chemical.getByRole("link", { name: "Water Repellents & Sealers" }).click();
  await expect(visitorPage).toHaveURL("/product?cat_id=34");
  await visitor.close();
});
