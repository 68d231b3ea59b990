import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_FILE_UPLOAD_PATH, STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { IMAGE_WIDTHS, UPLOAD_MESSAGES } from "#shared/uploads/upload-rules.ts";
import { htmlErrors } from "../support/html-validator.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";
import { sampleImage, samplePdf, uploadHash, uploadThroughPage } from "../support/upload-client.ts";

/** Uploads through the console's files page and what visitors then get under /files/uploads. */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(async () => {
  await service.stop();
});

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The page's HTML without React's text separators. */
async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("the type of an upload is decided by its content", () => {
  it("stores a PDF named .jpg as a PDF and serves it inline under its own name", async () => {
    const bytes = samplePdf();
    const response = await uploadThroughPage(service, editor, {
      bytes,
      name: "FD-200 datasheet.jpg",
      type: "image/jpeg",
    });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain("Uploaded FD-200-datasheet.pdf.");

    const file = await service.fetch(`/files/uploads/${uploadHash(bytes)}.pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('inline; filename="FD-200-datasheet.pdf"');
    expect(file.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses a text file named .pdf, with the message, and stores nothing", async () => {
    const bytes = Buffer.from("Shipping note: 4 drums of SR-40 release agent, not a PDF at all.\n");
    const response = await uploadThroughPage(service, editor, {
      bytes,
      name: "shipping-note.pdf",
      type: "application/pdf",
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(UPLOAD_MESSAGES.unsupported);
    expect((await service.fetch(`/files/uploads/${uploadHash(bytes)}.pdf`)).status).toBe(404);
  });

  it("refuses an SVG image, which could carry a script", async () => {
    const bytes = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><circle cx="20" cy="20" r="10"/></svg>',
    );
    const response = await uploadThroughPage(
      service,
      editor,
      { bytes, name: "bubble.png", type: "image/png" },
      "A bubble",
    );
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(UPLOAD_MESSAGES.svg);
  });
});

describe("images", () => {
  it("need alt text", async () => {
    const bytes = await sampleImage(640, 400, "png", { seed: 1 });
    const response = await uploadThroughPage(service, editor, { bytes, name: "foam.png" }, "   ");
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(UPLOAD_MESSAGES.altRequired);
    expect((await service.fetch(`/files/uploads/${uploadHash(bytes)}-480.webp`)).status).toBe(404);
  });

  it("are resized to each width in AVIF, WebP and JPEG, with their headers and a 304 on revalidation", async () => {
    const bytes = await sampleImage(2000, 1250, "jpeg", { seed: 2 });
    const hash = uploadHash(bytes);
    const response = await uploadThroughPage(
      service,
      editor,
      { bytes, name: "aeration-tank.jpeg" },
      "Foam rising in an aeration tank",
    );
    expect(response.status).toBe(200);
    const page = await pageText(response);
    for (const [extension, type, format] of [
      ["avif", "image/avif", "heif"],
      ["webp", "image/webp", "webp"],
      ["jpg", "image/jpeg", "jpeg"],
    ] as const) {
      for (const width of IMAGE_WIDTHS) {
        const address = `/files/uploads/${hash}-${width}.${extension}`;
        expect(page).toContain(address);
        const file = await service.fetch(address);
        expect(file.status, address).toBe(200);
        expect(file.headers.get("content-type")).toBe(type);
        expect(file.headers.get("cache-control")).toBe(IMMUTABLE);
        expect(file.headers.get("x-content-type-options")).toBe("nosniff");
        expect(file.headers.get("content-disposition")).toBeNull();
        const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(metadata.format).toBe(format);
        expect([metadata.width, metadata.height]).toEqual([width, Math.round((width * 1250) / 2000)]);
        const etag = file.headers.get("etag") ?? "";
        expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        const again = await service.fetch(address, { headers: { "if-none-match": etag } });
        expect(again.status).toBe(304);
      }
    }
    expect((await service.fetch(`/files/uploads/${hash}-2000.webp`)).status).toBe(404);
  });

  it("are never enlarged, and keep transparency in a PNG fallback", async () => {
    const bytes = await sampleImage(600, 300, "png", { transparent: true, seed: 3 });
    const hash = uploadHash(bytes);
    const response = await uploadThroughPage(
      service,
      editor,
      { bytes, name: "bubbles.png" },
      "Three bubbles",
    );
    expect(response.status).toBe(200);
    const image = await service.services.uploads.responsiveImage(hash);
    const url = (width: number, extension: string) => `/files/uploads/${hash}-${width}.${extension}`;
    expect(image).toEqual({
      sources: [
        { type: "image/avif", srcset: `${url(480, "avif")} 480w, ${url(600, "avif")} 600w` },
        { type: "image/webp", srcset: `${url(480, "webp")} 480w, ${url(600, "webp")} 600w` },
      ],
      fallback: {
        src: url(600, "png"),
        srcset: `${url(480, "png")} 480w, ${url(600, "png")} 600w`,
        type: "image/png",
      },
      width: 600,
      height: 300,
      alt: "Three bubbles",
    });
    const fallback = await service.fetch(url(600, "png"));
    expect(fallback.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await fallback.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });

  it("uploaded twice are stored once, and say so", async () => {
    const bytes = await sampleImage(500, 500, "webp", { seed: 4 });
    const upload = () =>
      uploadThroughPage(service, editor, { bytes, name: "drum.webp" }, "A drum of release agent");
    expect(await pageText(await upload())).toContain("Uploaded drum.webp.");
    expect(await pageText(await upload())).toContain("This file was already uploaded as drum.webp.");
  });
});

describe("the files page", () => {
  it("lists an upload with its size, type, who and addresses, and deletes it with an audit entry", async () => {
    const bytes = samplePdf("Fenmoor SL-12 silicone lubricant: safety data sheet");
    const hash = uploadHash(bytes);
    await uploadThroughPage(service, editor, { bytes, name: "SL-12 SDS.pdf", type: "application/pdf" });
    const list = await pageText(await staffGet(service, editor, STAFF_FILES_PATH));
    expect(list).toContain("SL-12-SDS.pdf");
    expect(list).toContain(`/files/uploads/${hash}.pdf`);
    expect(list).toMatch(/editor-[0-9a-f]+@fenmoor\.example/);

    const deleted = await staffAction(service, editor, STAFF_FILES_PATH, "delete", { hash, confirm: "yes" });
    expect(deleted.status).toBe(200);
    expect(await pageText(deleted)).toContain("Deleted SL-12-SDS.pdf.");
    expect((await service.fetch(`/files/uploads/${hash}.pdf`)).status).toBe(404);

    const { entries } = await service.services.staff.audit.list({});
    const kinds = entries.filter((entry) => entry.subject === hash).map((entry) => entry.kind);
    expect(kinds).toEqual(["file-deleted", "file-uploaded"]);
    expect(
      entries.find((entry) => entry.kind === "file-uploaded" && entry.subject === hash)?.detail,
    ).toMatchObject({
      name: "SL-12-SDS.pdf",
      kind: "pdf",
    });
  });

  it("is valid HTML with an upload listed and a refusal shown", async () => {
    await uploadThroughPage(
      service,
      editor,
      { bytes: await sampleImage(480, 320, "png", { seed: 5 }), name: "tank.png" },
      "A tank",
    );
    const refused = await uploadThroughPage(service, editor, {
      bytes: Buffer.from("plain text"),
      name: "notes.pdf",
    });
    expect(await htmlErrors([{ name: STAFF_FILES_PATH, html: await refused.text() }])).toEqual([]);
  });

  it("answers 404 for a name that is not an upload's, without guessing", async () => {
    expect((await service.fetch("/files/uploads/not-a-hash.pdf")).status).toBe(404);
    expect((await service.fetch(`/files/uploads/${"0".repeat(32)}-480.webp`)).status).toBe(404);
  });
});

describe("the content editors' upload route", () => {
  it("answers a new image in JSON with its sources, audited as the files page's upload", async () => {
    const bytes = await sampleImage(800, 600, "jpeg", { seed: 6 });
    const hash = uploadHash(bytes);
    const response = await uploadThroughPage(
      service,
      editor,
      { bytes, name: "reactor.jpg" },
      "The pilot reactor",
      STAFF_FILE_UPLOAD_PATH,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      outcome: "uploaded",
      existing: false,
      upload: { hash, name: "reactor.jpg", kind: "image", alt: "The pilot reactor" },
      image: { width: 800, height: 600, alt: "The pilot reactor", fallback: { type: "image/jpeg" } },
    });
    const { entries } = await service.services.staff.audit.list({});
    expect(entries.filter((entry) => entry.subject === hash).map((entry) => entry.kind)).toEqual([
      "file-uploaded",
    ]);
  });

  it("answers a refused file 400 with the field's message, and stores nothing", async () => {
    const bytes = Buffer.from("plain text, not a PDF");
    const response = await uploadThroughPage(
      service,
      editor,
      { bytes, name: "notes.pdf" },
      "",
      STAFF_FILE_UPLOAD_PATH,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      outcome: "invalid",
      errors: { file: UPLOAD_MESSAGES.unsupported },
      values: { alt: "" },
    });
    expect((await service.fetch(`/files/uploads/${uploadHash(bytes)}.pdf`)).status).toBe(404);
  });
});
