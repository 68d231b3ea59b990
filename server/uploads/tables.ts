import type { Generated } from "kysely";

/** An upload as staff made it: one PDF, or one image with its alt text (migration 0095). */
export interface UploadsTable {
  /** First 32 hex digits of the SHA-256 of the uploaded bytes; every stored file's name starts with it. */
  hash: string;
  kind: string;
  /** The name it had on the uploader's computer, made safe for a header and a page. */
  original_name: string;
  byte_size: number;
  /** An image's own size in pixels (after EXIF rotation); null for a PDF. */
  width: number | null;
  height: number | null;
  alt: string | null;
  /** The focal point in thousandths of the width and height from the top left (migration 0200). */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  uploaded_by_id: string | null;
  uploaded_by_email: string;
  uploaded_at: string;
}

/** The bytes served under /files/uploads/: the PDF as uploaded, or one size and format of an image. */
export interface UploadFilesTable {
  name: string;
  upload_hash: string;
  content_type: string;
  /** An image size's width in pixels; null for a PDF. */
  width: number | null;
  height: number | null;
  byte_size: number;
  /** `card` for a crop around the focal point (migration 0200); null for the whole image or the PDF. */
  crop: string | null;
  /** Strong ETag: a digest of these bytes. */
  etag: string;
  bytes: Buffer;
}
