import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "#server/html/sanitize.ts";
import { richTextHeadingsFrom } from "#shared/site/rich-text-headings.ts";

describe("rich text's headings beneath the page's own", () => {
  const html = sanitizeRichText(
    "<h2>Trial</h2><p>Three <b>moulds</b>.</p><h3>Results</h3><p>h2 stays text</p>",
  );

  it("stay h2 and h3 under the page's h1", () => {
    expect(richTextHeadingsFrom(html, 2)).toBe(html);
  });

  it("move down a level beneath an h2 and two beneath an h3, text untouched", () => {
    expect(richTextHeadingsFrom(html, 3)).toBe(
      "<h3>Trial</h3><p>Three <b>moulds</b>.</p><h4>Results</h4><p>h2 stays text</p>",
    );
    expect(richTextHeadingsFrom(html, 4)).toBe(
      "<h4>Trial</h4><p>Three <b>moulds</b>.</p><h5>Results</h5><p>h2 stays text</p>",
    );
  });
});
