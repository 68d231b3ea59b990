import { BASE_LOCALE, type Locale } from "../i18n/locales.ts";
import { m } from "../i18n/paraglide/messages.js";

/**
 * The site's two date formats in each language, as `Intl.DateTimeFormat` writes them (a unit test
 * compares every day of 1999–2030), but written out from message texts: the first `Intl` formatter
 * a page creates loads the browser's locale and time-zone data, which took 80–500 ms of the main
 * thread on every page (decision 021), and each client build carries its own language's month
 * names only (decision 065).
 */

/** The date, read in UTC: the site's dates are calendar dates without a time zone. */
function utcDate(isoDate: string): Date {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(isoDate);
  return date;
}

const monthName = (date: Date, locale: Locale) =>
  m.date_months({}, { locale }).split(" ")[date.getUTCMonth()] as string;

/** Spec's 'd MMMM y': `7 March 2024`, `7. März 2024`. Accepts an ISO date (`2024-03-07`) or timestamp. */
export function formatLongDate(isoDate: string, locale: Locale = BASE_LOCALE): string {
  const date = utcDate(isoDate);
  const month = monthName(date, locale);
  return m.date_long({ day: date.getUTCDate(), month, year: date.getUTCFullYear() }, { locale });
}

/** `May 2018`, `mayo de 2018`, for documents dated by month. */
export function formatMonthYear(isoDate: string, locale: Locale = BASE_LOCALE): string {
  const date = utcDate(isoDate);
  return m.date_month_year({ month: monthName(date, locale), year: date.getUTCFullYear() }, { locale });
}
