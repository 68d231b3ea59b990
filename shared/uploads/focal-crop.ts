import type { FocalPoint } from "./focal-point.ts";

export type CropRegion = { left: number; top: number; width: number; height: number };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The largest region of the given aspect ratio (width / height) inside an image, centred on the
 * focal point as far as the image's edges allow: a focal point near a corner gives the region in
 * that corner, never one that reaches past the image.
 */
export function focalCrop(
  image: { width: number; height: number },
  aspect: number,
  focal: FocalPoint,
): CropRegion {
  let width = image.width;
  let height = Math.round(width / aspect);
  if (height > image.height) {
    height = image.height;
    width = Math.min(image.width, Math.round(height * aspect));
  }
  const left = clamp(Math.round(focal.x * image.width - width / 2), 0, image.width - width);
  const top = clamp(Math.round(focal.y * image.height - height / 2), 0, image.height - height);
  return { left, top, width, height };
}
