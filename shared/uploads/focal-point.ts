import { z } from "zod";

/**
 * An image's focal point (issue 31): what a cropped size keeps in view, as fractions of its width
 * and height from the top left (0..1). Stored in thousandths (migration 0200, decision 107).
 */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** Card crops: the aspect ratio of the cards that show an image (home page news teasers) and their widths. */
export const CARD_ASPECT = 16 / 9;
export const CARD_WIDTHS = [480, 960] as const;

const FOCAL_MESSAGE = "Enter a number from 0 to 1, such as 0.5 for the middle.";
/** An empty box is refused rather than read as 0. */
const Fraction = z
  .string()
  .trim()
  .min(1, { error: FOCAL_MESSAGE })
  .transform(Number)
  .pipe(z.number({ error: FOCAL_MESSAGE }).min(0, { error: FOCAL_MESSAGE }).max(1, { error: FOCAL_MESSAGE }));

/** The detail view's two number inputs (or the click that fills them). */
export const FocalPointSchema = z.object({ x: Fraction, y: Fraction });

/** A fraction in thousandths, as the database and the card files' names keep it. */
export const toThousandths = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 1000);
export const fromThousandths = (thousandths: number) => thousandths / 1000;
