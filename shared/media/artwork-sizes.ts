/**
 * Intrinsic sizes of the generated artwork (scripts/artwork/company-art.ts), so every <img>
 * carries width and height and nothing shifts while pictures load.
 */
export const ARTWORK_SIZES = {
  industry: { width: 640, height: 400 },
  portrait: { width: 480, height: 480 },
  page: { width: 800, height: 560 },
  poster: { width: 1280, height: 720 },
  certificate: { width: 400, height: 560 },
  news: { width: 800, height: 450 },
} as const;
