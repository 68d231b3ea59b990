import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LOCALES } from "#shared/i18n/locales.ts";
import { formatFiguresIn, formatPercent } from "#shared/site/number-format.ts";

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

describe("figures in English catalogue text (issue 30, item 19)", () => {
  it.each(LOCALES)("writes whole numbers and decimals as Intl does (%s)", (locale) => {
    const english = new Intl.NumberFormat("en-GB", { useGrouping: false, minimumFractionDigits: 2 });
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { minimumFractionDigits: 2 });
    const whole = new Intl.NumberFormat(LANGUAGE_TAGS[locale]);
    for (let value = 0; value <= 2_000_000; value = value < 20_000 ? value + 7 : value * 1.5) {
      const integer = Math.round(value);
      // The catalogue writes thousands with and without a comma (`1,000 kg`, `2500 mPa·s`).
      const expected = locale === "en" ? null : whole.format(integer);
      expect(formatFiguresIn(`${integer} kg`, locale)).toBe(`${expected ?? integer} kg`);
      const grouped = new Intl.NumberFormat("en-GB").format(integer);
      expect(formatFiguresIn(`${grouped} kg`, locale)).toBe(`${expected ?? grouped} kg`);
      const decimal = english.format(value / 100);
      expect(formatFiguresIn(decimal, locale)).toBe(locale === "en" ? decimal : intl.format(value / 100));
    }
  });

  it("writes the issue's examples, and a percentage as formatPercent does", () => {
    expect(formatFiguresIn("20 L can, 5 kg pail, 1,000 kg IBC", "de")).toBe(
      "20 L can, 5 kg pail, 1.000 kg IBC",
    );
    expect(formatFiguresIn("20 L can, 5 kg pail, 1,000 kg IBC", "fr")).toBe(
      "20 L can, 5 kg pail, 1\u202f000 kg IBC",
    );
    expect(formatFiguresIn("20 L can, 5 kg pail, 1,000 kg IBC", "es")).toBe(
      "20 L can, 5 kg pail, 1000 kg IBC",
    );
    expect(formatFiguresIn("1.03", "de")).toBe("1,03");
    expect(formatFiguresIn("7.0–8.5", "fr")).toBe("7,0–8,5");
    expect(formatFiguresIn("2500 mPa·s at 25 °C", "es")).toBe("2500 mPa·s at 25 °C");
    expect(formatFiguresIn("< 5%", "es")).toBe(`< ${formatPercent(5, "es")}`);
    expect(formatFiguresIn("E900, 2K", "de")).toBe("E900, 2K");
  });

  it("leaves English as the catalogue wrote it", () => {
    for (const text of ["1,000 kg IBC", "2500 mPa·s", "1.03", "20%"])
      expect(formatFiguresIn(text, "en")).toBe(text);
  });
});
