/** The site's editors work in UK time: a `datetime-local` value is read as Europe/London. */
const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function londonParts(at: Date): (type: string) => string {
  const parts = LONDON.formatToParts(at);
  return (type) => parts.find((p) => p.type === type)?.value ?? "";
}

function londonOffsetMs(at: Date): number {
  const part = londonParts(at);
  const number = (type: string) => Number(part(type));
  const local = Date.UTC(
    number("year"),
    number("month") - 1,
    number("day"),
    number("hour"),
    number("minute"),
  );
  return local - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The instant as a `datetime-local` value in London, to the minute: `londonLocalTime`'s inverse. */
export function londonLocalValue(at: Date): string {
  const part = londonParts(at);
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** "10:42": the instant's time of day in London, as the editor's "Saved" line shows it. */
export function londonClockTime(at: Date): string {
  const part = londonParts(at);
  return `${part("hour")}:${part("minute")}`;
}

/** `2026-11-25T14:30` in London, as an instant; undefined when it is not such a value. */
export function londonLocalTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  const result = new Date(asUtc - londonOffsetMs(new Date(asUtc)));
  return Number.isNaN(result.getTime()) ? undefined : result;
}

/** The instant UK midnight began today: where "today" starts for figures the console counts. */
export function ukMidnight(now: Date): Date {
  return londonLocalTime(`${londonLocalValue(now).slice(0, 10)}T00:00`) ?? now;
}
