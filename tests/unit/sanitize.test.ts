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

  it("keeps headings at the levels under the page's h1: h2 and h3", () => {
    expect(sanitizeRichText("<h2>Uses</h2><h3>Paper</h3>")).toBe("<h2>Uses</h2><h3>Paper</h3>");
    expect(sanitizeRichText("<h1>Pasted title</h1><h4>Small</h4><h5>Smaller</h5><h6>Least</h6>")).toBe(
      "<h2>Pasted title</h2><h3>Small</h3><h3>Smaller</h3><h3>Least</h3>",
    );
  });

  it("opens only external links in a new tab, always without the opener", () => {
    expect(sanitizeRichText('<a href="https://example.org/data" target="_blank" rel="opener">Data</a>')).toBe(
      '<a href="https://example.org/data" target="_blank" rel="noopener noreferrer">Data</a>',
    );
    expect(sanitizeRichText('<a href="/products/fg-200" target="_blank" rel="noopener">FG 200</a>')).toBe(
      '<a href="/products/fg-200">FG 200</a>',
    );
    expect(sanitizeRichText('<a href="mailto:sales@fenmoor.example" target="_blank">Mail</a>')).toBe(
      '<a href="mailto:sales@fenmoor.example">Mail</a>',
    );
    expect(sanitizeRichText('<a href="https://example.org" target="_top" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.org">x</a>',
    );
  });

  it("keeps http, https, mailto and site addresses and drops every other scheme", () => {
    const kept = ["https://example.org/", "http://example.org/", "mailto:a@example.org", "/news", "#top"];
    for (const href of kept) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    const dropped = [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "tel:+44",
      "//evil.example/",
    ];
    for (const href of dropped) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    }
  });
});
