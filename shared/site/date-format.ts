import { BASE_LOCALE, type Locale } from "../i18n/locales.ts";
import { m } from "../i18n/paraglide/messages.js";

/**
 * The site's two date formats in each language, as `Intl.DateTimeFormat` writes them (a unit test
 * compares every day of 1999–2030), but put together from message texts: the first `Intl`
 * formatter a page creates loads the browser's locale and time-zone data, which took 80–500 ms of
 * the main thread on every page (decision 021). The texts have no parameters, so each client build
 * holds its own language's month names and joiners as plain strings (decisions 061, 065).
 */

/** The date, read in UTC: the site's dates are calendar dates without a time zone. */
function utcDate(isoDate: string): Date {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(isoDate);
  return date;
}

/** `November 2026`, `noviembre de 2026`. */
const monthAndYear = (date: Date, locale: Locale) =>
  `${m.date_months({}, { locale }).split(" ")[date.getUTCMonth()]}${m.date_year_joiner({}, { locale })}${date.getUTCFullYear()}`;

/** Spec's 'd MMMM y': `7 March 2024`, `7. März 2024`. Accepts an ISO date (`2024-03-07`) or timestamp. */
export function formatLongDate(isoDate: string, locale: Locale = BASE_LOCALE): string {
  const date = utcDate(isoDate);
  return `${date.getUTCDate()}${m.date_day_joiner({}, { locale })}${monthAndYear(date, locale)}`;
}

/** `May 2018`, `mayo de 2018`, for documents dated by month. */
export function formatMonthYear(isoDate: string, locale: Locale = BASE_LOCALE): string {
  return monthAndYear(utcDate(isoDate), locale);
}
