import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LOCALES } from "#shared/i18n/locales.ts";
import { formatLongDate, formatMonthYear } from "#shared/site/date-format.ts";

describe("date formats", () => {
  it.each(LOCALES)("writes every day of 1999 to 2030 as Intl does in UTC (%s)", (locale) => {
    const tag = LANGUAGE_TAGS[locale];
    const longDate = new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const monthYear = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" });
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatLongDate(iso, locale)).toBe(longDate.format(time));
      expect(formatMonthYear(iso, locale)).toBe(monthYear.format(time));
    }
  });

  it("writes the issue's examples and keeps English by default", () => {
    expect(formatLongDate("2026-11-25", "de")).toBe("25. November 2026");
    expect(formatLongDate("2026-11-25", "fr")).toBe("25 novembre 2026");
    expect(formatLongDate("2026-11-25")).toBe("25 November 2026");
  });

  it("reads timestamps in UTC", () => {
    expect(formatLongDate("2024-03-07T23:30:00-02:00")).toBe("8 March 2024");
    expect(formatLongDate("2024-03-07")).toBe("7 March 2024");
  });

  it("refuses text that is not a date", () => {
    expect(() => formatLongDate("not a date")).toThrow(RangeError);
  });
});
