import { z } from "zod";

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** How a UK browser's date picker shows a date, for requests that name no language. */
export const UK_DATE_PATTERN = "dd/mm/yyyy";
const SAMPLE_DAY = new Date(Date.UTC(2026, 10, 25));
const PATTERN_PARTS: { readonly [type: string]: string } = { day: "dd", month: "mm", year: "yyyy" };

/** The language tag if the runtime knows it; a malformed tag (an Accept-Language of `*`) is none. */
function knownLocales(language: string | undefined): string[] {
  try {
    return language ? Intl.DateTimeFormat.supportedLocalesOf(language) : [];
  } catch {
    return [];
  }
}

/**
 * The order a date picker shows a date in for a browser language ("dd/mm/yyyy" in en-GB,
 * "mm/dd/yyyy" in en-US): browsers draw `<input type="date">` in their own language's order, so
 * this is what the person sees in the field, whatever the site's language (decision 101).
 */
export function datePattern(language: string | undefined): string {
  const supported = knownLocales(language);
  if (supported.length === 0) return UK_DATE_PATTERN;
  const format = new Intl.DateTimeFormat(supported, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  return format
    .formatToParts(SAMPLE_DAY)
    .map((part) => PATTERN_PARTS[part.type] ?? part.value)
    .join("");
}

/** A date field's error: what to do first, then the order the field shows, with an example in it. */
export function dateMessage(pattern: string): string {
  const example = pattern.replace("dd", "25").replace("mm", "11").replace("yyyy", "2026");
  return `Choose a date: pick it from the calendar or type it as ${pattern}, e.g. ${example}.`;
}

/** "Publish at"'s error: a date and a time of day, in UK time, in the order the field shows. */
export function dateTimeMessage(pattern: string): string {
  return `Choose a date and a time (UK time): pick them or type them as ${pattern} and hh:mm.`;
}

/** A calendar date as the content files keep it, YYYY-MM-DD, that exists (no 31 April). */
export function isoDateField(message: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, message);
}
