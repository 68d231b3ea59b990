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

/** An image's widest card crop in its JPEG or PNG fallback (decision 107), or undefined before it has crops. */
export function uploadCardFile(upload: {
  cards: readonly { name: string; contentType: string }[];
}): string | undefined {
  const widest = upload.cards
    .filter((file) => file.contentType === "image/jpeg" || file.contentType === "image/png")
    .at(-1);
  return widest && `${UPLOADS_FOLDER}/${widest.name}`;
}

/** The text every reference to an upload contains, whichever of its files and address base it names. */
export function uploadReferenceText(hash: string): string {
  return `${UPLOADS_FOLDER}/${hash}`;
}

/** An image's thumbnail: its smallest WebP with its size, as the library and the file fields' picker show it. */
export function uploadThumbnail(
  files: readonly { contentType: string; href: string; width: number | null; height: number | null }[],
): { src: string; width: number; height: number } | undefined {
  const smallest = files.find((file) => file.contentType === "image/webp");
  return smallest?.width && smallest.height
    ? { src: smallest.href, width: smallest.width, height: smallest.height }
    : undefined;
}
