import { createHash, randomFillSync } from "node:crypto";
import sharp from "sharp";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import type { StaffBrowser } from "./staff-client.ts";
import type { TestService } from "./test-service.ts";

/** What the service names an upload's files by: the first 32 hex digits of its SHA-256. */
export function uploadHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/**
 * The files page's upload form as a browser without JavaScript posts it (multipart); to the content
 * editors' upload route (`STAFF_FILE_UPLOAD_PATH`) it is what the file field's script posts.
 */
export async function uploadThroughPage(
  service: TestService,
  browser: StaffBrowser,
  file: { bytes: Buffer; name: string; type?: string },
  alt = "",
  path = STAFF_FILES_PATH,
): Promise<Response> {
  const form = new FormData();
  form.set(XSRF_FIELD, browser.xsrf);
  form.set(INTENT_FIELD, "upload");
  form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }));
  form.set("alt", alt);
  return service.fetch(path, {
    method: "POST",
    headers: {
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "x-forwarded-for": browser.address,
    },
    body: form,
  });
}

/** A small PDF as a PDF writer starts one; only its signature matters to the upload check. */
export function samplePdf(text = "Fenmoor FD-200 foam control agent: technical data sheet"): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

/**
 * An original test image: a petrol-teal to foam-white gradient with rising bubbles, drawn as SVG
 * and rasterised, so every run has the same bytes.
 */
export async function sampleImage(
  width: number,
  height: number,
  format: "png" | "jpeg" | "webp" = "png",
  { transparent = false, seed = 0 } = {},
): Promise<Buffer> {
  const bubbles = Array.from({ length: 12 }, (_, index) => {
    const x = ((index * 97 + seed * 31) % 100) / 100;
    const y = ((index * 53 + seed * 17) % 100) / 100;
    const r = (3 + ((index * 7) % 9)) / 100;
    return `<circle cx="${x * width}" cy="${y * height}" r="${r * Math.min(width, height)}" fill="#ffffff" fill-opacity="0.35"/>`;
  }).join("");
  const background = transparent
    ? ""
    : `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f4c5c"/><stop offset="1" stop-color="#e8f1f2"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background}${bubbles}</svg>`;
  const image = sharp(Buffer.from(svg));
  if (format === "jpeg") return image.flatten({ background: "#0f4c5c" }).jpeg({ quality: 85 }).toBuffer();
  if (format === "webp") return image.webp().toBuffer();
  return image.png().toBuffer();
}

/** A PNG of random noise, which does not compress: its size is about width × height × 3 bytes. */
export async function noiseImage(width: number, height: number): Promise<Buffer> {
  const pixels = randomFillSync(Buffer.alloc(width * height * 3));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
