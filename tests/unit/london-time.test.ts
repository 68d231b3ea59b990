import { describe, expect, it } from "vitest";
import { londonLocalTime, londonLocalValue } from "#server/content-editing/london-time.ts";

/** The editors' "Publish at" is UK time, in winter GMT and in summer BST. */
describe("London local time", () => {
  it.each([
    ["2026-01-15T09:30", "2026-01-15T09:30:00.000Z"],
    ["2026-07-15T09:30", "2026-07-15T08:30:00.000Z"],
  ])("reads %s as %s and writes it back", (local, instant) => {
    expect(londonLocalTime(local)?.toISOString()).toBe(instant);
    expect(londonLocalValue(new Date(instant))).toBe(local);
  });

  it("refuses what is not a date and time", () => {
    expect(londonLocalTime("2026-07-15 09:30")).toBeUndefined();
  });
});
