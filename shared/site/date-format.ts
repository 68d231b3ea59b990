/**
 * The spec's date formats, written out rather than through `Intl.DateTimeFormat`: the first such
 * formatter a page creates loads the browser's locale and time-zone data, which took 80–500 ms
 * of the main thread on every page (decision 021), for two fixed English formats.
 */
const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);

/** The date, read in UTC: the site's dates are calendar dates without a time zone. */
function utcDate(isoDate: string): Date {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(isoDate);
  return date;
}

const monthAndYear = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** Spec's 'd MMMM y': `7 March 2024`. Accepts an ISO date (`2024-03-07`) or timestamp. */
export function formatLongDate(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${date.getUTCDate()} ${monthAndYear(date)}`;
}

/** `May 2018`, for documents dated by month. */
export function formatMonthYear(isoDate: string): string {
  return monthAndYear(utcDate(isoDate));
}
