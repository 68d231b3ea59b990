import { z } from "zod";

/** What the console accepts as an upload (issue 15): one table of limits and messages for page and server. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The upload form's whole body: the largest file plus its fields and multipart framing. */
export const UPLOAD_FORM_MAX_BYTES = MAX_PDF_BYTES + 64 * 1024;
/** Widths an image is resized to; an image narrower than one is kept at its own width, never enlarged. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MAX_ALT_TEXT_LENGTH = 250;
/** What the form's file picker offers; the server decides by the bytes, never by this. */
export const UPLOAD_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp,image/avif,image/gif";

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const UPLOAD_MESSAGES = {
  noFile: "Choose a file to upload.",
  unsupported: "This file is not a PDF or an image we can use (JPEG, PNG, WebP, AVIF or GIF).",
  svg: "SVG images are not accepted, as they can carry scripts: upload a PNG or WebP instead.",
  pdfTooLarge: `This PDF is larger than ${megabytes(MAX_PDF_BYTES)}: make it smaller and try again.`,
  imageTooLarge: `This image is larger than ${megabytes(MAX_IMAGE_BYTES)}: make it smaller and try again.`,
  formTooLarge: `The file is larger than ${megabytes(MAX_PDF_BYTES)}, the most the console takes.`,
  altRequired: "Describe the image for people who cannot see it (alt text).",
  altTooLong: `Keep the alt text under ${MAX_ALT_TEXT_LENGTH} characters.`,
  tooManyPixels: "This image has too many pixels to process: use one under 50 megapixels.",
  unreadable: "This image could not be read: it may be damaged.",
} as const;

/** The upload form's text fields; the file itself is checked by its content on the server. */
export const UploadFieldsSchema = z.object({
  alt: z.string().trim().max(MAX_ALT_TEXT_LENGTH, { error: UPLOAD_MESSAGES.altTooLong }).default(""),
});

export const UPLOAD_KINDS = ["image", "pdf"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
