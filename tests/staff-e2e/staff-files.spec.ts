import { UPLOAD_MESSAGES } from "#shared/uploads/upload-rules.ts";
import { sampleImage, samplePdf, uploadHash } from "../support/upload-client.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an editor uploads an image and a PDF through the files page and deletes one", async ({
      page,
      staff,
    }) => {
      // The refused upload (no alt text) answers 400, which the browser logs when JavaScript sent it.
      test.info().annotations.push({ type: "expected-console", description: "status of 400" });
      const who = javaScriptEnabled ? "js" : "nojs";
      // axe runs in the page: only with JavaScript.
      const checkAccessibility = javaScriptEnabled ? expectNoAxeViolations : async () => {};
      await staff.signIn(page, {
        email: `files.${who}@fenmoor.example`,
        role: "editor",
        name: `Fran Files ${who}`,
      });
      await page.getByRole("link", { name: "Files" }).click();
      await expect(page.getByRole("heading", { name: "Files", level: 1 })).toBeVisible();
      await checkAccessibility(page);

      const image = await sampleImage(1400, 900, "png", { seed: javaScriptEnabled ? 21 : 22 });
      const form = page.getByRole("form", { name: "Upload a file" });
      await form
        .getByLabel("File")
        .setInputFiles({ name: `foam-${who}.png`, mimeType: "image/png", buffer: image });
      await form.getByRole("button", { name: "Upload" }).click();
      await expect(page.getByText(UPLOAD_MESSAGES.altRequired)).toBeVisible();
      await expect(form.getByLabel("Alt text (images)")).toHaveAttribute("aria-invalid", "true");

      await form
        .getByLabel("File")
        .setInputFiles({ name: `foam-${who}.png`, mimeType: "image/png", buffer: image });
      await form.getByLabel("Alt text (images)").fill(`Foam bubbles over a teal liquid (${who})`);
      await form.getByRole("button", { name: "Upload" }).click();
      await expect(page.getByRole("status")).toHaveText(`Uploaded foam-${who}.png.`);
      const thumbnail = page.getByRole("img", { name: `Foam bubbles over a teal liquid (${who})` });
      const hash = uploadHash(image);
      await expect(thumbnail).toHaveAttribute("src", `/files/uploads/${hash}-480.webp`);
      const shown = await page.request.get(`/files/uploads/${hash}-480.webp`);
      expect(shown.headers()["content-type"]).toBe("image/webp");
      // Its addresses are on its detail view.
      await page.getByRole("link", { name: `foam-${who}.png`, exact: true }).click();
      await expect(page.getByRole("heading", { name: `foam-${who}.png`, level: 2 })).toBeVisible();
      await expect(page.getByRole("link", { name: `/files/uploads/${hash}-1400.avif` })).toBeVisible();
      await expect(page.getByText("1400 × 900 pixels")).toBeVisible();
      await checkAccessibility(page);
      await page.getByRole("link", { name: "Back to the files" }).click();

      const pdf = samplePdf(`Fenmoor PR-3 press release ${who}`);
      await form
        .getByLabel("File")
        .setInputFiles({ name: `press-release-${who}.pdf`, mimeType: "application/pdf", buffer: pdf });
      await form.getByRole("button", { name: "Upload" }).click();
      await expect(page.getByRole("status")).toHaveText(`Uploaded press-release-${who}.pdf.`);
      const pdfAddress = `/files/uploads/${uploadHash(pdf)}.pdf`;
      const served = await page.request.get(pdfAddress);
      expect(served.headers()["content-type"]).toBe("application/pdf");
      await checkAccessibility(page);

      await page.getByRole("link", { name: `Delete press-release-${who}.pdf` }).click();
      await expect(page.getByRole("heading", { name: `Delete press-release-${who}.pdf?` })).toBeVisible();
      await page.getByRole("button", { name: "Delete for good" }).click();
      await expect(page.getByRole("status")).toHaveText(`Deleted press-release-${who}.pdf.`);
      await expect(page.getByRole("link", { name: pdfAddress })).toHaveCount(0);
    });
  });
}
