import { UPLOADS_FOLDER } from "./upload-paths.ts";

/** What a `<picture>` of an uploaded image needs (decision 045): AVIF and WebP sources, a JPEG or PNG fallback. */
export type ResponsiveImage = {
  sources: { type: string; srcset: string }[];
  fallback: { src: string; srcset: string; type: string };
  width: number;
  height: number;
  alt: string;
};

const UPLOADED_IMAGE = new RegExp(`^${UPLOADS_FOLDER}/([0-9a-f]{32})-\\d{1,5}\\.(?:jpg|png|webp|avif)$`);

/** The upload hash of an image path under the file base that names one of an upload's sizes, else undefined. */
export function uploadedImageHash(path: string): string | undefined {
  return UPLOADED_IMAGE.exec(path)?.[1];
}
