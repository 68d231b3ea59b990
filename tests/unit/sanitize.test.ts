import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "#server/html/sanitize.ts";

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

  it("cleans HTML pasted from Word down to its text and formatting", () => {
    const word = [
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">',
      "<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->",
      '<style>p.MsoNormal{margin:0cm;font-family:"Calibri"}</style></head><body lang=EN-GB><!--StartFragment-->',
      "<p class=MsoNormal style='margin-bottom:0cm'><b><span style='font-size:12.0pt;mso-bidi-font-family:Arial'>",
      "Trial results</span></b><span style='mso-spacerun:yes'> </span>were <i>good</i>.<o:p></o:p></p>",
      "<!--EndFragment--></body></html>",
    ].join("");
    expect(sanitizeRichText(word)).toBe("<p><b>Trial results</b> were <i>good</i>.</p>");
  });
});
