/** Folder of uploaded files under the file base (FILE_BASE_URL), e.g. `/files/uploads/<hash>-960.webp`. */
export const UPLOADS_FOLDER = "uploads";

/** A stored file's name: the upload's content hash, the width for an image's sizes, the extension. */
export function uploadFileName(hash: string, extension: string, width?: number): string {
  return width === undefined ? `${hash}.${extension}` : `${hash}-${width}.${extension}`;
}

/**
 * A card crop's name (decision 107): the focal point it was cut around, in thousandths, is part of
 * it, so a new focal point gives new addresses and a year-long cache never serves the old crop.
 */
export function uploadCardFileName(
  hash: string,
  extension: string,
  width: number,
  focal: { x: number; y: number },
): string {
  return `${hash}-card-${focal.x}-${focal.y}-${width}.${extension}`;
}

/** What a served file's name must look like: anything else is a 404 without a database read. */
export const UPLOAD_FILE_NAME =
  /^[0-9a-f]{32}(-card-[0-9]{1,4}-[0-9]{1,4})?(-[0-9]{1,5})?\.(avif|webp|jpg|png|pdf)$/;

export function uploadFileHref(fileBaseUrl: string, name: string): string {
  return `${fileBaseUrl}/${UPLOADS_FOLDER}/${name}`;
}

/** An upload as a content field refers to it: its PDF, or an image's widest JPEG or PNG (its `<picture>` fallback). */
export function uploadMainFile(upload: {
  kind: "pdf" | "image";
  files: readonly { name: string; contentType: string }[];
}): string | undefined {
  const main =
    upload.kind === "pdf"
      ? upload.files[0]
      : upload.files
          .filter((file) => file.contentType === "image/jpeg" || file.contentType === "image/png")
          .at(-1);
  return main && `${UPLOADS_FOLDER}/${main.name}`;
}

/** The text every reference to an upload contains, whichever of its files and address base it names. */
export function uploadReferenceText(hash: string): string {
  return `${UPLOADS_FOLDER}/${hash}`;
}
