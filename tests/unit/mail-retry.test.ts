import { describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_MS, retryDelay } from "#server/enquiries/leased-jobs.ts";

describe("retryDelay", () => {
  it("doubles the base delay with each failure", () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it("never waits more than an hour, however many failures", () => {
    expect(retryDelay(8, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(10_000, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
