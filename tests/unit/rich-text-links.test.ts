import { describe, expect, it } from "vitest";
import { localizeRichTextLinks } from "#shared/i18n/rich-text-links.ts";

describe("localizeRichTextLinks", () => {
  it("puts the language prefix on links to the site's pages, with their query and fragment", () => {
    expect(
      localizeRichTextLinks(
        '<p><a href="/privacy-policy">privacy</a>, <a title="x" href="/product?name=Fenfoam%20P-340&amp;x=1">P-340</a>, <a href="/news#12">news</a>, <a href="/">home</a></p>',
        "de",
      ),
    ).toBe(
      '<p><a href="/de/privacy-policy">privacy</a>, <a title="x" href="/de/product?name=Fenfoam%20P-340&amp;x=1">P-340</a>, <a href="/de/news#12">news</a>, <a href="/de/">home</a></p>',
    );
  });

  it("leaves files, assets, the API, the console, other sites, fragments and prefixed links as they are", () => {
    const html = [
      '<a href="/files/documents/terms.pdf">terms</a>',
      '<a href="/assets/logo.svg">logo</a>',
      '<a href="/api/products">API</a>',
      '<a href="/staff/content">console</a>',
      '<a href="/sitemap.xml">sitemap</a>',
      '<a href="https://ico.org.uk">ICO</a>',
      '<a href="mailto:privacy@fenmoor-chemicals.example">mail</a>',
      '<a href="#cookies">cookies</a>',
      '<a href="/fr/contact-us">contact</a>',
      '<img src="/files/news/plant.jpg" alt="plant">',
    ].join("");
    expect(localizeRichTextLinks(html, "fr")).toBe(html);
  });

  it("leaves English pages' links as they are", () => {
    const html = '<a href="/privacy-policy">privacy</a>';
    expect(localizeRichTextLinks(html, "en")).toBe(html);
  });
});
