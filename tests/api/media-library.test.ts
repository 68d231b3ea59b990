import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { uploadMainFile } from "#shared/uploads/upload-paths.ts";
import { publish, saveDraft } from "../support/content-edits.ts";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";
import { uploadHash, uploadThroughPage } from "../support/upload-client.ts";

/** Issue 31, decision 107: the media library's list and detail view, and card crops around the focal point. */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

const pages: HtmlDocument[] = [];
async function html(response: Response, keepAs?: string): Promise<string> {
  const text = (await response.text()).replaceAll("<!-- -->", "");
  if (keepAs) pages.push({ name: keepAs, html: text });
  return text;
}

const RED = { r: 220, g: 30, b: 30 };
/**
 * A tall grey picture (1000 × 1600) with a red square near its top right corner, centred at
 * (800, 160): a focal point of 0.8, 0.1. A 16:9 card of the centre cuts rows 519 to 1082 and misses it.
 */
async function pictureWithRedSquare(): Promise<Buffer> {
  const square = await sharp({ create: { width: 200, height: 200, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1000, height: 1600, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([{ input: square, left: 700, top: 60 }])
    .png()
    .toBuffer();
}

/** The widest fallback (JPEG or PNG) card crop the home page's news cards offer, read back as pixels. */
async function homeCardCrop(hash: string) {
  const home = await html(await service.fetch("/"));
  const addresses = [
    ...home.matchAll(new RegExp(`/files/uploads/${hash}-card-\\d+-\\d+-(\\d+)\\.(?:jpg|png)`, "g")),
  ];
  const widest = addresses.sort((a, b) => Number(b[1]) - Number(a[1]))[0]?.[0];
  if (!widest) throw new Error("the home page shows no card crop of the picture");
  const file = await service.fetch(widest);
  expect(file.status).toBe(200);
  return sharp(Buffer.from(await file.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
}

function pixel(image: { data: Buffer; info: { width: number; channels: number } }, x: number, y: number) {
  const at = (y * image.info.width + x) * image.info.channels;
  return { r: image.data[at] ?? 0, g: image.data[at + 1] ?? 0, b: image.data[at + 2] ?? 0 };
}
const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 180 && g < 80 && b < 80;

describe("a focal point near a corner", () => {
  it("moves the home page's news card crop onto it; the news page keeps the whole picture", async () => {
    const bytes = await pictureWithRedSquare();
    const hash = uploadHash(bytes);
    await uploadThroughPage(service, editor, { bytes, name: "red-valve.png" }, "A red valve on a grey pipe");
    const upload = await service.services.uploads.findUpload(hash);
    const path = upload && uploadMainFile(upload);
    if (!path) throw new Error("not uploaded");
    const newest = (await service.services.media.newsPage(0, 1)).items[0];
    if (!newest) throw new Error("no news");
    await saveDraft(service, "news", String(newest.id), (record) => ({
      ...record,
      image: path,
      imageAlt: "",
    }));
    await publish(service, "news", String(newest.id));

    // Cut around the centre, the card misses the square: its top left quarter is grey.
    const centred = await homeCardCrop(hash);
    const square = (image: typeof centred) => {
      const scale = image.info.width / 1000;
      return pixel(image, Math.round(800 * scale), Math.round(160 * scale));
    };
    expect(isRed(square(centred))).toBe(false);

    const detail = await html(await staffGet(service, editor, `${STAFF_FILES_PATH}?file=${hash}`), "detail");
    expect(detail).toContain("1000 × 1600 pixels");
    expect(detail).toContain('name="x"');

    const refused = await staffAction(service, editor, `${STAFF_FILES_PATH}?file=${hash}`, "focal-point", {
      hash,
      x: "1.5",
      y: "",
    });
    expect(refused.status).toBe(400);
    expect(await html(refused, "focal point refused")).toContain("Enter a number from 0 to 1");

    const saved = await staffAction(service, editor, `${STAFF_FILES_PATH}?file=${hash}`, "focal-point", {
      hash,
      x: "0.8",
      y: "0.1",
    });
    expect(saved.status).toBe(200);
    expect(await html(saved)).toContain("Saved the focal point of red-valve.png");

    const cropped = await homeCardCrop(hash);
    expect(cropped.info.width / cropped.info.height).toBeCloseTo(16 / 9, 1);
    expect(isRed(square(cropped))).toBe(true);
    // The page-width picture of the news page stays whole: its widest size is the full height.
    const news = await html(await service.fetch("/news"));
    expect(news).toMatch(new RegExp(`/files/uploads/${hash}-960\\.(?:jpg|png)`));
    expect(news).not.toContain(`${hash}-card-`);

    const audit = await service.services.database.db
      .selectFrom("staff_audit_log")
      .select(["kind", "detail"])
      .where("subject", "=", hash)
      .where("kind", "=", "file-focal-point-changed")
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.detail ?? "{}"))).toEqual([
      { name: "red-valve.png", from: "0.5, 0.5", to: "0.8, 0.1" },
    ]);
  });
});

describe("the library's list", () => {
  it("has a canonical address: blank and unknown values are dropped by a redirect", async () => {
    const response = await staffGet(service, editor, `${STAFF_FILES_PATH}?q=+&kind=video&page=0`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(STAFF_FILES_PATH);
    const filtered = await staffGet(service, editor, `${STAFF_FILES_PATH}?kind=pdf&q=valve`);
    expect(filtered.status).toBe(302);
    expect(filtered.headers.get("location")).toBe(`${STAFF_FILES_PATH}?q=valve&kind=pdf`);
  });

  it("searches alt texts and filters by type", async () => {
    const found = await html(await staffGet(service, editor, `${STAFF_FILES_PATH}?q=RED+valve`), "search");
    expect(found).toContain("red-valve.png");
    expect(found).toContain("1000 × 1600");
    const pdfs = await html(await staffGet(service, editor, `${STAFF_FILES_PATH}?q=valve&kind=pdf`));
    expect(pdfs).toContain("No file matches this search.");
  });

  it("changes an image's alt text, which it requires", async () => {
    const bytes = await pictureWithRedSquare();
    const hash = uploadHash(bytes);
    const empty = await staffAction(service, editor, `${STAFF_FILES_PATH}?file=${hash}`, "alt-text", {
      hash,
      alt: " ",
    });
    expect(empty.status).toBe(400);
    expect(await html(empty, "alt text refused")).toContain("Describe the image");
    const saved = await staffAction(service, editor, `${STAFF_FILES_PATH}?file=${hash}`, "alt-text", {
      hash,
      alt: "A red valve wheel",
    });
    expect(saved.status).toBe(200);
    expect((await service.services.uploads.findUpload(hash))?.alt).toBe("A red valve wheel");
  });
});

it("the library's views are valid HTML (Nu HTML Checker)", { timeout: 120_000 }, async () => {
  expect(pages).toHaveLength(4);
  expect(await htmlErrors(pages)).toEqual([]);
});
