import { describe, expect, it } from "vitest";
import { widthsFor } from "#server/uploads/image-sizes.ts";
import { safeFileName } from "#server/uploads/safe-name.ts";

describe("the widths an image is resized to", () => {
  it.each([
    [3000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [1000, [480, 960]],
    [600, [480, 600]],
    [500, [480]],
    [300, [300]],
  ])("%i pixels wide: %j", (width, expected) => {
    expect(widthsFor(width)).toEqual(expected);
  });
});

describe("the name a file is served under", () => {
  it.each([
    ["FD-200 datasheet.jpg", "pdf", "FD-200-datasheet.pdf"],
    ["C:\\Users\\ann\\Über Schaum.PNG", "png", "Uber-Schaum.png"],
    ['report"; filename="evil.html', "pdf", "report-filename-evil.pdf"],
    ["../../etc/passwd", "pdf", "passwd.pdf"],
    ["泡.webp", "webp", "file.webp"],
  ])("%s as %s: %s", (original, extension, expected) => {
    expect(safeFileName(original, extension)).toBe(expected);
  });
});
