import { describe, expect, it } from "vitest";
import { addWorkingMinutes, workingMinutesBetween } from "#server/staff/leads/working-hours.ts";

const calendar = {
  opens: "09:00",
  closes: "17:30",
  bankHolidays: ["2026-12-25", "2026-12-28", "2027-03-26"],
};
const at = (iso: string) => new Date(iso);

describe("UK working hours (issue 32's first-response clock)", () => {
  it("counts within a working day, UK time", () => {
    expect(addWorkingMinutes(at("2026-12-03T10:00:00Z"), 240, calendar).toISOString()).toBe(
      "2026-12-03T14:00:00.000Z",
    );
  });

  it("carries what is left of the day over to the next morning", () => {
    // Thursday 16:00 + 4 h: 1.5 h on Thursday, 2.5 h from Friday 09:00.
    expect(addWorkingMinutes(at("2026-12-03T16:00:00Z"), 240, calendar).toISOString()).toBe(
      "2026-12-04T11:30:00.000Z",
    );
  });

  it("starts a lead sent at night or at the weekend when the office opens", () => {
    expect(addWorkingMinutes(at("2026-12-05T22:00:00Z"), 60, calendar).toISOString()).toBe(
      "2026-12-07T10:00:00.000Z",
    );
  });

  it("skips bank holidays, Boxing Day's substitute among them", () => {
    // Thursday 24 December 17:00: half an hour that day, then Tuesday 29th (25th, weekend, 28th closed).
    expect(addWorkingMinutes(at("2026-12-24T17:00:00Z"), 240, calendar).toISOString()).toBe(
      "2026-12-29T12:30:00.000Z",
    );
  });

  it("keeps to UK time across the change to summer time", () => {
    // Thursday 25 March 2027 is GMT; Monday 29 March is BST (09:00 UK is 08:00 UTC); Good Friday is closed.
    expect(addWorkingMinutes(at("2027-03-25T17:00:00Z"), 60, calendar).toISOString()).toBe(
      "2027-03-29T08:30:00.000Z",
    );
  });

  it("measures the working time between two instants, the inverse of adding it", () => {
    const from = at("2026-12-03T16:00:00Z");
    expect(workingMinutesBetween(from, addWorkingMinutes(from, 240, calendar), calendar)).toBe(240);
    expect(workingMinutesBetween(at("2026-12-05T10:00:00Z"), at("2026-12-06T10:00:00Z"), calendar)).toBe(0);
    expect(workingMinutesBetween(at("2026-12-03T18:00:00Z"), at("2026-12-03T10:00:00Z"), calendar)).toBe(0);
  });
});
