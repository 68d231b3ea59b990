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
