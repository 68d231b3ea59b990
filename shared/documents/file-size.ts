import { BASE_LOCALE, type Locale } from "../i18n/locales.ts";

/**
 * Bytes, kilobytes and megabytes after a figure, as `Intl.NumberFormat` writes them (with its
 * spaces: narrow no-break in French); English keeps the site's own.
 */
const UNITS: Record<Locale, [bytes: string, kilobytes: string, megabytes: string]> = {
  en: [" bytes", " KB", " MB"],
  de: [" Byte", " kB", " MB"],
  fr: ["\u202fo", "\u202fko", "\u202fMo"],
  es: [" B", " kB", " MB"],
};

/** Between thousands (Spanish groups from 10,000 only; no size here has five figures). */
const THOUSANDS: Record<Locale, string> = { en: "", de: ".", fr: "\u202f", es: "" };

function figure(value: number, locale: Locale, decimals: number): string {
  const [whole = "", fraction] = value.toFixed(decimals).split(".");
  const grouped = whole.length > 3 ? `${whole.slice(0, -3)}${THOUSANDS[locale]}${whole.slice(-3)}` : whole;
  return fraction === undefined ? grouped : `${grouped}${locale === BASE_LOCALE ? "." : ","}${fraction}`;
}

/**
 * A file's size as a download link states it: "850 bytes", "12 KB", "1.4 MB" in English; in German,
 * French and Spanish as `Intl.NumberFormat` writes it ("1,4 MB", "12 ko"; a unit test compares
 * them), written out like the dates and percentages (decision 065): an `Intl` formatter in the
 * browser loads locale data on the main thread (decision 021). Sizes stay below 1,024 MB.
 */
export function formatFileSize(bytes: number, locale: Locale = BASE_LOCALE): string {
  const [byteUnit, kilo, mega] = UNITS[locale];
  // German's CLDR pattern for one byte alone has a no-break space.
  if (bytes === 1 && locale === "de") return "1\u00a0Byte";
  if (bytes < 1024) return `${figure(bytes, locale, 0)}${byteUnit}`;
  if (bytes < 1024 * 1024) return `${figure(Math.round(bytes / 1024), locale, 0)}${kilo}`;
  return `${figure(bytes / (1024 * 1024), locale, 1)}${mega}`;
}
