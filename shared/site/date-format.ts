const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Spec's 'd MMMM y': `7 March 2024`. Accepts an ISO date (`2024-03-07`) or timestamp. */
export function formatLongDate(isoDate: string): string {
  return LONG_DATE.format(new Date(isoDate));
}

const MONTH_YEAR = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** `May 2018`, for documents dated by month. */
export function formatMonthYear(isoDate: string): string {
  return MONTH_YEAR.format(new Date(isoDate));
}
