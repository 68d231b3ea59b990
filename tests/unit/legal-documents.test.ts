import { describe, expect, it } from "vitest";
import { fillPlaceholders, legalDocument } from "#app/routes/legal/legal-document.server.ts";
import { ENQUIRY_RETENTION_YEARS } from "#server/enquiries/retention.ts";
import { LEGAL_PAGE_SLUGS } from "#shared/legal/legal-pages.ts";

const settings = { siteUrl: "https://www.example.test", fileBaseUrl: "https://cdn.example.test/files" };

describe("legal documents", () => {
  it.each(LEGAL_PAGE_SLUGS)("%s fills in every placeholder from the site config", (slug) => {
    const document = legalDocument(slug, settings);
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain("Fenmoor Chemicals");
    expect(document.sections.length).toBeGreaterThan(4);
  });

  it("points document links at the configured file base", () => {
    const html = JSON.stringify(legalDocument("terms-of-use", settings));
    expect(html).toContain("https://cdn.example.test/files/documents/terms-and-conditions-of-sale.pdf");
  });

  it("states the enquiry retention period that the purge script applies", () => {
    const html = JSON.stringify(legalDocument("privacy-policy", settings));
    expect(html).toContain(
      `<strong>Enquiries</strong> sent through this website are kept for <strong>${ENQUIRY_RETENTION_YEARS} years</strong>`,
    );
  });

  it("escapes values placed into HTML and rejects unknown placeholders", () => {
    expect(fillPlaceholders("<p>{name}</p>", { name: "A & B <c>" })).toBe("<p>A &amp; B &lt;c&gt;</p>");
    expect(() => fillPlaceholders("{nope}", {})).toThrow(/Unknown placeholder/);
  });
});
