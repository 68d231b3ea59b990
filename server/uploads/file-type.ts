import sharp, { type Metadata } from "sharp";
import { UPLOAD_MESSAGES } from "#shared/uploads/upload-rules.ts";

/** Images larger than this (width × height) are refused before decoding: a small file can unpack huge. */
export const MAX_IMAGE_PIXELS = 50_000_000;

type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

export type FileType =
  | { kind: "pdf" }
  | { kind: "image"; format: ImageFormat; width: number; height: number; hasAlpha: boolean }
  | { kind: "refused"; message: string };

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

/**
 * What a file is, from its bytes alone (never its name or the type the browser declared): a PDF by
 * its `%PDF-` signature, an image by what sharp can read of its header. SVG is refused: it is a
 * document that can carry scripts, served from the site's own origin.
 */
export async function detectFileType(bytes: Buffer): Promise<FileType> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { kind: "pdf" };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { kind: "refused", message: UPLOAD_MESSAGES.unsupported };
  }
  if (metadata.format === "svg") return { kind: "refused", message: UPLOAD_MESSAGES.svg };
  const format = imageFormat(metadata);
  if (!format) return { kind: "refused", message: UPLOAD_MESSAGES.unsupported };
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) return { kind: "refused", message: UPLOAD_MESSAGES.tooManyPixels };
  return { kind: "image", format, width, height, hasAlpha: metadata.hasAlpha };
}

function imageFormat(metadata: Metadata): ImageFormat | undefined {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return metadata.format;
    // HEIF is AVIF only with AV1 inside; HEVC (an iPhone's HEIC) is not decoded by sharp's build.
    case "heif":
      return metadata.compression === "av1" ? "avif" : undefined;
    default:
      return undefined;
  }
}
