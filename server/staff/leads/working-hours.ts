import { londonLocalTime, londonLocalValue } from "../../content-editing/london-time.ts";

/** When the sales team works: UK time on weekdays that are not bank holidays. */
export type WorkingCalendar = {
  /** "09:00", "17:30": the day's opening and closing, UK time. */
  opens: string;
  closes: string;
  /** England and Wales bank holidays, `YYYY-MM-DD`. */
  bankHolidays: readonly string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year of days: no calendar a person could save has a longer run of closed days. */
const MAX_DAYS = 366;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** Each working day's open hours from `from` on, as instants, until `visit` says stop. */
function walkWorkingTime(
  from: Date,
  calendar: WorkingCalendar,
  visit: (start: number, end: number) => boolean,
): void {
  const holidays = new Set(calendar.bankHolidays);
  let day = londonLocalValue(from).slice(0, 10);
  for (let count = 0; count < MAX_DAYS; count++, day = nextDay(day)) {
    if (!isWorkingDay(day, holidays)) continue;
    const open = londonLocalTime(`${day}T${calendar.opens}`)?.getTime();
    const close = londonLocalTime(`${day}T${calendar.closes}`)?.getTime();
    if (open === undefined || close === undefined || close <= open) continue;
    const start = Math.max(open, from.getTime());
    if (start >= close) continue;
    if (visit(start, close)) return;
  }
}

/** The instant `minutes` of working time after `from` (a lead's first-response deadline). */
export function addWorkingMinutes(from: Date, minutes: number, calendar: WorkingCalendar): Date {
  let remaining = minutes * 60_000;
  let result = from;
  walkWorkingTime(from, calendar, (start, end) => {
    if (remaining <= end - start) {
      result = new Date(start + remaining);
      return true;
    }
    remaining -= end - start;
    return false;
  });
  return result;
}

/** Working minutes from `from` to `to` (how long a lead waited for its first response). */
export function workingMinutesBetween(from: Date, to: Date, calendar: WorkingCalendar): number {
  let total = 0;
  if (to <= from) return 0;
  walkWorkingTime(from, calendar, (start, end) => {
    if (start >= to.getTime()) return true;
    total += Math.min(end, to.getTime()) - start;
    return end >= to.getTime();
  });
  return Math.round(total / 60_000);
}
