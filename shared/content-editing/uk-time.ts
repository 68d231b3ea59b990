const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * "2026-12-02 15:48 UK time": an instant (to the minute or the second) as the console shows it, in the time its editors work in
 * (summer time included). Put together from its parts, so the server's and the browser's
 * renderings agree whatever their locale data's punctuation.
 */
export function ukDateTime(iso: string, precision: "minute" | "second" = "minute"): string {
  const parts = LONDON.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const seconds = precision === "second" ? `:${part("second")}` : "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}${seconds} UK time`;
}
