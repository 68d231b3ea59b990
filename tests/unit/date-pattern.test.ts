import { expect, it } from "vitest";
import { dateMessage, datePattern } from "#shared/content-editing/date-field.ts";

/** A date error names the order the browser's date picker shows, from its language (decision 101). */
it.each([
  ["en-GB", "dd/mm/yyyy"],
  ["en-US", "mm/dd/yyyy"],
  ["de-DE", "dd.mm.yyyy"],
  [undefined, "dd/mm/yyyy"],
  ["*", "dd/mm/yyyy"],
])("a browser in %s shows %s", (language, pattern) => {
  expect(datePattern(language)).toBe(pattern);
});

it("gives an example in the same order", () => {
  expect(dateMessage("mm/dd/yyyy")).toBe(
    "Choose a date: pick it from the calendar or type it as mm/dd/yyyy, e.g. 11/25/2026.",
  );
});
