import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SITE_PATH } from "#shared/home/home-banner.ts";

const SitePath = z.string().regex(SITE_PATH, "an address on this site, starting with /");

/** content/home/home.json: the home page's banner slides and counters. */
export const HomeRecord = z.object({
  slides: z
    .array(
      z.object({
        headline: z.string().min(1).max(120),
        lead: z.string().min(1).max(300),
        action: z.object({ label: z.string().min(1).max(60), to: SitePath }),
      }),
    )
    .min(1)
    .max(6)
    // Each slide and counter is told apart by its words (the page's list keys).
    .refine(
      (slides) => new Set(slides.map((slide) => slide.headline)).size === slides.length,
      "distinct headlines",
    ),
  // The count-up animates whole numbers of up to four digits (app/components/home/animated-counter.tsx).
  counters: z
    .array(z.object({ value: z.number().int().min(0).max(9999), label: z.string().min(1).max(80) }))
    .max(4)
    .refine(
      (counters) => new Set(counters.map((counter) => counter.label)).size === counters.length,
      "distinct labels",
    ),
});
export type HomeRecord = z.infer<typeof HomeRecord>;

export const HOME_FILE = "home/home.json";

/** The one home-page record of content/home/home.json (its key is the page's, `home`). */
export function readHome(contentDir: string): HomeRecord[] {
  return [HomeRecord.parse(JSON.parse(fs.readFileSync(path.join(contentDir, HOME_FILE), "utf8")))];
}
