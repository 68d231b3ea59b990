import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PRESS_RELEASE_UPLOAD } from "#shared/content-editing/press-release-form.ts";

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dates are ISO, YYYY-MM-DD");

export const NewsRecord = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  date: IsoDate,
  /** Image path under the file base, or null for a text-only item. */
  image: z.string().min(1).nullable(),
  /** Rich text; sanitised before it is stored. */
  description: z.string().min(1),
  /** Alt text of the image; empty (the default) when it is decorative. */
  imageAlt: z.string().default(""),
});

export const PressReleaseRecord = z
  .object({
    id: z.number().int().positive(),
    /** Names the generated PDF, `press-releases/<slug>.pdf`. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    date: IsoDate,
    name: z.string().min(1),
    /** Paragraphs of the release the build prints as its PDF, adding the standard notes to editors. */
    body: z.array(z.string().min(1)).min(1).optional(),
    /** A PDF uploaded in the console (decision 070), `uploads/<hash>.pdf`: the release's file instead of the generated one. */
    pdf: z.string().regex(PRESS_RELEASE_UPLOAD).optional(),
  })
  .refine((release) => release.body !== undefined || release.pdf !== undefined, {
    message: "a press release needs its text (to print its PDF) or an uploaded PDF",
  });

export type NewsRecord = z.infer<typeof NewsRecord>;
export type PressReleaseRecord = z.infer<typeof PressReleaseRecord>;

function readList<T>(file: string, schema: z.ZodType<T>): T[] {
  return z.array(schema).parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

export const NEWS_FILE = "media/news.json";

/** content/media/news.json, checked against its schema. */
export function readNews(contentDir: string): NewsRecord[] {
  return readList(path.join(contentDir, NEWS_FILE), NewsRecord);
}

export const PRESS_RELEASES_FILE = "media/press-releases.json";

/** content/media/press-releases.json, checked against its schema. */
export function readPressReleases(contentDir: string): PressReleaseRecord[] {
  return readList(path.join(contentDir, PRESS_RELEASES_FILE), PressReleaseRecord);
}

export function pressReleasePdfPath(slug: string): string {
  return `press-releases/${slug}.pdf`;
}

/** The release's PDF under the file base: its uploaded file, else the one the build printed from its text. */
export function pressReleaseFile(release: PressReleaseRecord): string {
  return release.pdf ?? pressReleasePdfPath(release.slug);
}
