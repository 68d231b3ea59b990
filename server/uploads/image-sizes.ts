import sharp, { type Sharp } from "sharp";
import { IMAGE_WIDTHS } from "#shared/uploads/upload-rules.ts";
import { MAX_IMAGE_PIXELS } from "./file-type.ts";

export type ImageSize = {
  width: number;
  height: number;
  contentType: string;
  extension: string;
  bytes: Buffer;
};

/** Modern formats first (a `<picture>` offers them in this order), then the fallback every browser reads. */
const MODERN = [
  {
    contentType: "image/avif",
    extension: "avif",
    encode: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  },
  { contentType: "image/webp", extension: "webp", encode: (image: Sharp) => image.webp({ quality: 78 }) },
] as const;
const JPEG = {
  contentType: "image/jpeg",
  extension: "jpg",
  encode: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
};
const PNG = {
  contentType: "image/png",
  extension: "png",
  encode: (image: Sharp) => image.png({ compressionLevel: 9 }),
};

/** The fallback keeps transparency (PNG) when the image has it, otherwise JPEG. */
export function fallbackFormat(hasAlpha: boolean) {
  return hasAlpha ? PNG : JPEG;
}

/**
 * The widths an image is resized to: the standard ones up to its own width, never enlarged, and its
 * own width when it is narrower than the largest and not within a tenth of a smaller standard one.
 */
export function widthsFor(sourceWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  const largest = widths.at(-1) ?? 0;
  if (sourceWidth < Math.max(...IMAGE_WIDTHS) && largest < sourceWidth * 0.9) widths.push(sourceWidth);
  return widths;
}

/**
 * Every size and format of an image: upright (EXIF orientation applied), metadata stripped, the first
 * frame of an animation. Each width is decoded once and encoded in the three formats.
 */
export async function renderImageSizes(
  bytes: Buffer,
  source: { width: number; hasAlpha: boolean },
): Promise<ImageSize[]> {
  const formats = [...MODERN, fallbackFormat(source.hasAlpha)];
  const sizes: ImageSize[] = [];
  for (const width of widthsFor(source.width)) {
    const resized = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { info } = resized;
    for (const format of formats) {
      const raw = sharp(resized.data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
      const encoded = await format.encode(raw).toBuffer({ resolveWithObject: true });
      sizes.push({
        width: encoded.info.width,
        height: encoded.info.height,
        contentType: format.contentType,
        extension: format.extension,
        bytes: encoded.data,
      });
    }
  }
  return sizes;
}
