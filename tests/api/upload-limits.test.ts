import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ACCOUNT_PATH, STAFF_FILE_UPLOAD_PATH } from "#shared/staff/paths.ts";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, UPLOAD_MESSAGES } from "#shared/uploads/upload-rules.ts";
import {
  newBrowser,
  type StaffBrowser,
  signedIn,
  staffPost,
  startSignedIn,
} from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";
import { noiseImage, samplePdf, uploadHash, uploadThroughPage } from "../support/upload-client.ts";

/** The size limits of uploads, and who may send a form larger than the site's usual limit. */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(async () => {
  await service.stop();
});

async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("size limits", () => {
  it("refuses an image over 10 MB with the message", async () => {
    const bytes = await noiseImage(2000, 1800);
    expect(bytes.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    const response = await uploadThroughPage(service, editor, { bytes, name: "noise.png" }, "Noise");
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(UPLOAD_MESSAGES.imageTooLarge);
    expect((await service.fetch(`/files/uploads/${uploadHash(bytes)}-480.webp`)).status).toBe(404);
  });

  it("refuses a PDF over 20 MB with the message", async () => {
    const bytes = Buffer.concat([samplePdf(), Buffer.alloc(MAX_PDF_BYTES)]);
    const response = await uploadThroughPage(service, editor, { bytes, name: "catalogue.pdf" });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(UPLOAD_MESSAGES.pdfTooLarge);
  });

  it("accepts a PDF of nearly 20 MB", async () => {
    const bytes = Buffer.concat([samplePdf(), Buffer.alloc(MAX_PDF_BYTES - 4096, 0x20)]);
    const response = await uploadThroughPage(service, editor, { bytes, name: "catalogue-2027.pdf" });
    expect(response.status).toBe(200);
    const file = await service.fetch(`/files/uploads/${uploadHash(bytes)}.pdf`);
    expect(file.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("refuses a form far over the limit before reading it", async () => {
    const bytes = Buffer.concat([samplePdf(), Buffer.alloc(MAX_PDF_BYTES + 2 * 1024 * 1024)]);
    const response = await uploadThroughPage(service, editor, { bytes, name: "huge.pdf" });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe(UPLOAD_MESSAGES.formTooLarge);
  });
});

describe("a form larger than the site's 32 KB limit", () => {
  const bytes = samplePdf(`Fenmoor printing chemicals price list ${"x".repeat(64 * 1024)}`);

  it("is refused before it is read for nobody signed in", async () => {
    const response = await uploadThroughPage(service, newBrowser(), { bytes, name: "list.pdf" });
    expect(response.status).toBe(403);
  });

  it("is refused for a person whose role may not upload", async () => {
    const sales = await signedIn(service, "sales");
    const response = await uploadThroughPage(service, sales, { bytes, name: "list.pdf" });
    expect(response.status).toBe(403);
    expect((await service.fetch(`/files/uploads/${uploadHash(bytes)}.pdf`)).status).toBe(404);
  });

  it("is taken by the content editors' upload route too, from an editor only", async () => {
    const upload = (browser: StaffBrowser) =>
      uploadThroughPage(service, browser, { bytes, name: "list.pdf" }, "", STAFF_FILE_UPLOAD_PATH);
    expect((await upload(await signedIn(service, "sales"))).status).toBe(403);
    const response = await upload(editor);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "uploaded", upload: { name: "list.pdf" } });
  });

  it("is still refused on any other page, even for an editor", async () => {
    const response = await staffPost(service, editor, STAFF_ACCOUNT_PATH, { note: "x".repeat(64 * 1024) });
    expect(response.status).toBe(413);
  });
});
