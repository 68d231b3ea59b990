import { BASE_LOCALE, type Locale } from "../i18n/locales.ts";

/**
 * A percentage (0–100) as `Intl.NumberFormat` writes it in each language (`1.5%`, `1,5 %`; a unit
 * test compares them), written out for the same reason as the dates (decision 065): an `Intl`
 * formatter in the browser loads locale data on the main thread (decision 021). English keeps the
 * figure as stored.
 */
export function formatPercent(percent: number, locale: Locale): string {
  return locale === BASE_LOCALE ? `${percent}%` : `${String(percent).replace(".", ",")}\u00a0%`;
}

/** A figure as `Intl.NumberFormat` writes it below 1,000: `2.5` in English, `2,5` in the others. */
export function formatDecimal(value: number, locale: Locale): string {
  return locale === BASE_LOCALE ? String(value) : String(value).replace(".", ",");
}
