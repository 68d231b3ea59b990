import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear } from "../../shared/site/date-format.ts";

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

describe("date formats", () => {
  it("writes every day of 1999 to 2030 as en-GB Intl does in UTC", () => {
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(longDate.format(time));
      expect(formatMonthYear(iso)).toBe(monthYear.format(time));
    }
  });

  it("reads timestamps in UTC", () => {
    expect(formatLongDate("2024-03-07T23:30:00-02:00")).toBe("8 March 2024");
    expect(formatLongDate("2024-03-07")).toBe("7 March 2024");
  });

  it("refuses text that is not a date", () => {
    expect(() => formatLongDate("not a date")).toThrow(RangeError);
  });
});
