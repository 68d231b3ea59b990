import sharp, { type Sharp } from "sharp";
import { focalCrop } from "#shared/uploads/focal-crop.ts";
import { CARD_ASPECT, CARD_WIDTHS, type FocalPoint } from "#shared/uploads/focal-point.ts";
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
    sizes.push(...(await encodeFormats(resized, formats)));
  }
  return sizes;
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** One decoded size in every format, in the order given. */
async function encodeFormats(
  image: RawImage,
  formats: readonly { contentType: string; extension: string; encode: (image: Sharp) => Sharp }[],
): Promise<ImageSize[]> {
  const { info } = image;
  const sizes: ImageSize[] = [];
  for (const format of formats) {
    const raw = sharp(image.data, {
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
  return sizes;
}

/**
 * The card crops of an image (decision 107): the region of `CARD_ASPECT` around its focal point
 * (`focalCrop`), cut from the upright image and then resized to each of `CARD_WIDTHS` the region
 * is wide enough for (never enlarged; the region's own width when it is narrower than the first).
 * `bytes` may be the upload itself or, when the focal point changes later, its widest stored size.
 */
export async function renderCardSizes(
  bytes: Buffer,
  hasAlpha: boolean,
  focal: FocalPoint,
): Promise<ImageSize[]> {
  const upright = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const region = focalCrop({ width, height }, CARD_ASPECT, focal);
  const fitting = CARD_WIDTHS.filter((cardWidth) => cardWidth <= region.width);
  const widths = fitting.length > 0 ? fitting : [region.width];
  const formats = [...MODERN, fallbackFormat(hasAlpha)];
  const sizes: ImageSize[] = [];
  for (const cardWidth of widths) {
    const cropped = await sharp(upright.data, { raw: { width, height, channels } })
      .extract(region)
      .resize({ width: cardWidth, height: Math.round(cardWidth / CARD_ASPECT), fit: "fill" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    sizes.push(...(await encodeFormats(cropped, formats)));
  }
  return sizes;
}
