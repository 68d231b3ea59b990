import { describe, expect, it } from "vitest";
import { RATE_WINDOW_MS, secondsUntilAllowed } from "#server/enquiries/rate-limit.ts";

const WINDOW_SECONDS = RATE_WINDOW_MS / 1000;

describe("rate limit Retry-After", () => {
  it("waits for the previous window's weight to fall when this window still has room", () => {
    // Limit 5: 4 hits last window, 2 this one, 10% in. One more fits once 4 × (1 − x) ≤ 2, i.e. x = 0.5.
    expect(secondsUntilAllowed({ previous: 4, current: 2, elapsed: 0.1 }, 5)).toBe(0.4 * WINDOW_SECONDS);
  });

  it("waits into the next window when this window alone is over the limit", () => {
    // Limit 3, 4 hits this window, 75% in: the next window allows one more once 4 × (1 − y) + 1 ≤ 3, y = 0.5.
    expect(secondsUntilAllowed({ previous: 0, current: 4, elapsed: 0.75 }, 3)).toBe(0.75 * WINDOW_SECONDS);
  });

  it("never says less than one second", () => {
    expect(secondsUntilAllowed({ previous: 10, current: 1, elapsed: 0.9999999 }, 3)).toBeGreaterThanOrEqual(
      1,
    );
  });
});
