import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FILES = path.resolve(import.meta.dirname, "../../content/files");

const svgFiles = (fs.readdirSync(FILES, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".svg"))
  .sort();

describe("the SVG artwork under content/files", () => {
  it.each(svgFiles)("%s is an image a browser can show", (file) => {
    const text = fs.readFileSync(path.join(FILES, file), "utf8");
    const opening = text.match(/^<svg [^>]*>/)?.[0] ?? "";
    expect(opening).toContain('xmlns="http://www.w3.org/2000/svg"');
    // Intrinsic sizes, so an <img> of it never shifts the layout.
    expect(opening).toMatch(/ width="\d+"/);
    expect(opening).toMatch(/ height="\d+"/);
    // A bare ampersand makes the whole file invalid XML, and the browser shows a broken image.
    expect(text).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i);
  });
});
