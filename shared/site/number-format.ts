import { BASE_LOCALE, type Locale } from "../i18n/locales.ts";

/**
 * How each language writes a number, as `Intl.NumberFormat` does (a unit test compares them),
 * written out for the same reason as the dates (decision 065): an `Intl` formatter in the browser
 * loads locale data on the main thread (decision 021). `groupFrom`: the fewest digits that are
 * grouped (Spanish writes 1000 but 10.000, as the RAE and `Intl` do).
 */
const NUMBER_STYLE: Record<Locale, { group: string; decimal: string; groupFrom: number }> = {
  en: { group: ",", decimal: ".", groupFrom: 4 },
  de: { group: ".", decimal: ",", groupFrom: 4 },
  fr: { group: "\u202f", decimal: ",", groupFrom: 4 },
  es: { group: ".", decimal: ",", groupFrom: 5 },
};

/** `digits` (an integer's, `"12345"`) and `fraction` (`"50"` or empty) written as `locale` does. */
function writeNumber(digits: string, fraction: string, locale: Locale): string {
  const style = NUMBER_STYLE[locale];
  const whole = digits.length < style.groupFrom ? digits : digits.replace(/\B(?=(?:\d{3})+$)/g, style.group);
  return fraction ? `${whole}${style.decimal}${fraction}` : whole;
}

/**
 * A percentage (0–100) as `Intl.NumberFormat` writes it in each language (`1.5%`, `1,5 %`). English
 * keeps the figure as stored.
 */
export function formatPercent(percent: number, locale: Locale): string {
  return locale === BASE_LOCALE ? `${percent}%` : `${String(percent).replace(".", ",")}\u00a0%`;
}

/** A figure as `Intl.NumberFormat` writes it below 1,000: `2.5` in English, `2,5` in the others. */
export function formatDecimal(value: number, locale: Locale): string {
  return locale === BASE_LOCALE ? String(value) : String(value).replace(".", ",");
}

/**
 * A figure as the catalogue writes it in English: `1,000` or `2500`, `1.03`, with an optional `%`
 * after it; not one touching a letter (`E900`, `2K`).
 */
const ENGLISH_FIGURE = /(?<![\p{L}\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\p{L}\d])(%?)/gu;

/**
 * The figures of an English text written as `locale` writes numbers (`1,000 kg IBC` → `1.000 kg
 * IBC`, `1.03` → `1,03`, `20%` → `20 %`); the words around them stay as they are. English is
 * returned unchanged. For catalogue data kept in English until it is structured (decision 098).
 */
export function formatFiguresIn(text: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return text;
  return text.replace(ENGLISH_FIGURE, (_figure, digits: string, fraction = "", percent: string) => {
    const number = writeNumber(digits.replaceAll(",", ""), fraction, locale);
    return percent ? `${number}\u00a0%` : number;
  });
}
