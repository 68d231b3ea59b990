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

function londonOffsetMs(at: Date): number {
  const part = (type: string) => Number(LONDON.formatToParts(at).find((p) => p.type === type)?.value);
  const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return local - Math.floor(at.getTime() / 60_000) * 60_000;
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
