import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../server/html/sanitize.ts";

describe("rich text sanitiser", () => {
  it("drops scripts, event handlers and javascript: links", () => {
    const html = sanitizeRichText(
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a><img src="x" onerror="y()"></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain("<p>Hi");
  });

  it("opens every link in a new tab without the opener when asked", () => {
    const html = sanitizeRichText(
      '<p><a href="/bakery">Bakery</a> <a href="https://example.org" rel="opener">x</a></p>',
      {
        linksInNewTab: true,
      },
    );
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
  });

  it("leaves links in the same tab otherwise", () => {
    expect(sanitizeRichText('<a href="/bakery">Bakery</a>')).toBe('<a href="/bakery">Bakery</a>');
  });
});
