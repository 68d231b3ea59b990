import { createHash } from "node:crypto";
import { type FocalPoint, toThousandths } from "#shared/uploads/focal-point.ts";
import { uploadCardFileName, uploadFileName } from "#shared/uploads/upload-paths.ts";
import type { Db } from "../db/database.ts";
import type { ImageSize } from "./image-sizes.ts";

/** A file of an upload about to be stored: the PDF, one whole size or one card crop of an image. */
export type NewFile = {
  name: string;
  /** `card` for a crop around the focal point, null for the whole image or the PDF. */
  crop: "card" | null;
  contentType: string;
  width: number | null;
  height: number | null;
  bytes: Buffer;
};

/** Strong ETag: a digest of the bytes. */
function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

export function wholeFile(hash: string, size: ImageSize): NewFile {
  return {
    name: uploadFileName(hash, size.extension, size.width),
    crop: null,
    contentType: size.contentType,
    width: size.width,
    height: size.height,
    bytes: size.bytes,
  };
}

export function cardFile(hash: string, size: ImageSize, focal: FocalPoint): NewFile {
  const named = { x: toThousandths(focal.x), y: toThousandths(focal.y) };
  return {
    name: uploadCardFileName(hash, size.extension, size.width, named),
    crop: "card",
    contentType: size.contentType,
    width: size.width,
    height: size.height,
    bytes: size.bytes,
  };
}

export async function insertFiles(db: Db, hash: string, files: readonly NewFile[]): Promise<void> {
  for (const file of files) {
    await db
      .insertInto("upload_files")
      .values({
        name: file.name,
        upload_hash: hash,
        crop: file.crop,
        content_type: file.contentType,
        width: file.width,
        height: file.height,
        byte_size: file.bytes.length,
        etag: etagOf(file.bytes),
        bytes: file.bytes,
      })
      .execute();
  }
}
