import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LOCALES } from "#shared/i18n/locales.ts";
import { formatPercent } from "#shared/site/number-format.ts";

describe("percentages", () => {
  it.each(LOCALES)("writes 0–100 in steps of 0.05 as Intl does (%s)", (locale) => {
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: "percent", maximumFractionDigits: 4 });
    for (let hundredths = 0; hundredths <= 10_000; hundredths += 5) {
      const percent = hundredths / 100;
      expect(formatPercent(percent, locale)).toBe(intl.format(percent / 100));
    }
  });

  it("writes the issue's example", () => {
    expect(formatPercent(1.5, "de")).toBe("1,5\u00a0%");
    expect(formatPercent(1.5, "en")).toBe("1.5%");
  });
});
