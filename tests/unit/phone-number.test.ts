import { describe, expect, it } from "vitest";
import { dialingNumber } from "#shared/site/phone-number.ts";

describe("dialingNumber", () => {
  it.each([
    ["+44 (0)1632 960 418", "+441632960418"],
    ["01234 567 890", "+441234567890"],
    ["01234 567890", "+441234567890"],
    ["+44 1632 960418", "+441632960418"],
    ["0044 (0)1632-960-418", "+441632960418"],
    ["+49 30 1234 5678", "+493012345678"],
  ])("dials %s as %s", (display, dialed) => {
    expect(dialingNumber(display)).toBe(dialed);
  });

  it.each(["ask at reception", "", "+44", "01632 960 418 ext. 12", "1632 960 418"])(
    "finds no number to dial in %j",
    (display) => {
      expect(dialingNumber(display)).toBeUndefined();
    },
  );
});
