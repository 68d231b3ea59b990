import { z } from "zod";

/** A required one-line text of at most `max` characters, trimmed; `message` for anything else. */
export const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, message);

/** A text box's paragraphs, separated by blank lines, each on one line; at least one. */
export const paragraphsText = (message: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, message));

/** Paragraphs as their text box shows them: a blank line between each. */
export const paragraphsValue = (paragraphs: readonly string[]) => paragraphs.join("\n\n");
