import { describe, expect, it } from "vitest";
import { formatFileSize } from "#shared/documents/file-size.ts";
import { LANGUAGE_TAGS, PREFIXED_LOCALES } from "#shared/i18n/locales.ts";

const KB = 1024;
const MB = 1024 * 1024;

/** Sizes on every step of each unit's range, its edges and the figures that round. */
const SIZES = [
  ...Array.from({ length: KB }, (_, bytes) => bytes),
  ...Array.from({ length: 2 * KB }, (_, step) => KB + step * 511),
  ...Array.from({ length: 4000 }, (_, step) => MB + step * 5_243),
  MB - 1,
  20 * MB,
];

/** Intl's text for a size, in the unit and rounding the site shows. */
function intlFileSize(bytes: number, tag: string): string {
  if (bytes < KB) return new Intl.NumberFormat(tag, { style: "unit", unit: "byte" }).format(bytes);
  if (bytes < MB) {
    return new Intl.NumberFormat(tag, { style: "unit", unit: "kilobyte" }).format(Math.round(bytes / KB));
  }
  return new Intl.NumberFormat(tag, {
    style: "unit",
    unit: "megabyte",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / MB);
}

describe("file sizes (issue 17)", () => {
  it.each(PREFIXED_LOCALES)("writes bytes, kilobytes and megabytes as Intl does (%s)", (locale) => {
    for (const bytes of SIZES) {
      expect(formatFileSize(bytes, locale), String(bytes)).toBe(intlFileSize(bytes, LANGUAGE_TAGS[locale]));
    }
  });

  it("writes the issue's example in each language", () => {
    const size = 1.2 * MB;
    expect(formatFileSize(size, "de")).toBe("1,2 MB");
    expect(formatFileSize(size, "es")).toBe("1,2 MB");
    expect(formatFileSize(size, "fr")).toBe("1,2\u202fMo");
    expect(formatFileSize(12 * KB, "fr")).toBe("12\u202fko");
  });

  it("keeps the English as the site wrote it", () => {
    expect(formatFileSize(850)).toBe("850 bytes");
    expect(formatFileSize(1023, "en")).toBe("1023 bytes");
    expect(formatFileSize(12 * KB)).toBe("12 KB");
    expect(formatFileSize(1.4 * MB)).toBe("1.4 MB");
  });
});
