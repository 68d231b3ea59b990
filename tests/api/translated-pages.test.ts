import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Pages of the other languages in their content's language, and the English where a translation is missing (decision 063). */
const SITE = "https://www.fenmoor-chemicals.example";
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE });
});
afterAll(() => service.stop());

const editor = { email: "tessa.translator@fenmoor.example" };
const pageOf = async (path: string) => (await textOf(service, path)).replaceAll("<!-- -->", "");

describe("translated content on the pages", () => {
  it.each([
    ["/de/privacy-policy", "Datenschutzerklärung", "6 Jahre"],
    ["/fr/privacy-policy", "Politique de confidentialité", "6 ans"],
    ["/es/privacy-policy", "Política de privacidad", "6 años"],
    ["/privacy-policy", "Privacy Policy", "6 years"],
  ])(
    "%s shows the legal text in its language, the retention period written in it",
    async (path, title, period) => {
      const html = await pageOf(path);
      expect(html).toContain(`<h1`);
      expect(html).toContain(title);
      expect(html).toContain(period);
    },
  );

  it.each([
    ["/privacy-policy", "Issued May 2018, revised May 2022"],
    ["/de/privacy-policy", "Ausgabe Mai 2018, überarbeitet Mai 2022"],
    ["/fr/privacy-policy", "Publié en mai 2018, révisé en mai 2022"],
    ["/es/privacy-policy", "Publicado en mayo de 2018, revisado en mayo de 2022"],
  ])("%s dates the notice as spec 2.9 does: %s", async (path, dates) => {
    expect(await pageOf(path)).toContain(`<p class="legal-dates">${dates}</p>`);
  });

  it("names the board of directors one way in German: the menu, the title and the biographies say Verwaltungsrat", async () => {
    const html = await pageOf("/de/board-of-directors");
    expect(html).toMatch(/<h1[^>]*>Verwaltungsrat<\/h1>/);
    expect(html).toContain("Vorsitzende des Verwaltungsrats");
    expect(html).toContain('<meta name="description" content="Der Verwaltungsrat von Fenmoor Chemicals');
    expect(html).not.toContain("Vorstand");
  });

  it("shows a product's description and property names in the page's language, its data marked as English", async () => {
    const html = await pageOf("/de/products/fenfoam-s-120");
    const english = await pageOf("/products/fenfoam-s-120");
    expect(english).toContain("Appearance");
    expect(html).not.toContain('<th scope="row">Appearance</th>');
    expect(html).toMatch(/<td lang="en">Milky white liquid<\/td>/);
    expect(html).not.toMatch(/<p class="product-page-description" lang="en">/);
    expect(english).not.toContain('lang="en"');
  });

  it("marks the specialists' roles, English on every page, lang=en on the German expert result (issue 30, item 20)", async () => {
    const result = "/talk-to-an-expert?industry=fermentation&process=food-contact&problem=foam";
    const html = await pageOf(`/de${result}`);
    expect(html).toContain(
      '<strong>Dr Priya Raman</strong>, <span lang="en">Food and Fermentation Specialist</span>',
    );
    const english = await pageOf(result);
    expect(english).toContain(
      "<strong>Dr Priya Raman</strong>, <span>Food and Fermentation Specialist</span>",
    );
  });

  it.each([
    ["/fr/vision", "vision"],
    ["/es/industries/adhesives", "adhesives"],
    ["/de/bakery", "bakery"],
    ["/fr/a-star-performer", "a-star-performer"],
    ["/de/board-of-directors/margaret-holloway", "margaret-holloway"],
    ["/es/", "home"],
  ])("%s differs from the English page and marks nothing as English", async (path) => {
    const html = await pageOf(path);
    const english = await pageOf(path.replace(/^\/(de|fr|es)/, "") || "/");
    const main = (page: string) => page.slice(page.indexOf("<main"), page.indexOf("</main>"));
    expect(main(html)).not.toBe(main(english));
    expect(main(html)).not.toContain('<div lang="en" class="content-language">');
  });

  it("shows the English, marked lang=en and left out of the sitemap, once a translation is incomplete", async () => {
    const path = "/es/industries/textiles";
    expect(await textOf(service, "/sitemap.xml")).toContain(`<loc>${SITE}${path}</loc>`);
    const english = await service.services.translations.get("industries", "textiles", "es");
    await service.services.translations.save(
      "industries",
      "textiles",
      "es",
      { ...english, about: "" },
      editor,
    );
    const html = await pageOf(path);
    expect(html).toContain('<div lang="en" class="content-language">');
    expect(html).toContain("Textiles");
    const sitemap = await textOf(service, "/sitemap.xml");
    expect(sitemap).not.toContain(`<loc>${SITE}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/de/industries/textiles</loc>`);
  });

  it.each([
    ["/de/quality-certifications", "bis zum 27. Juni 2024 gültig", "Zertifikat ISO 9001:2015"],
    ["/fr/quality-certifications", "valable jusqu’au 27 juin 2024", "Certificat ISO 9001:2015"],
    ["/es/quality-certifications", "válido hasta el 27 de junio de 2024", "Certificado ISO 9001:2015"],
  ])("%s shows the certificates in its language, their names as they are", async (path, validity, label) => {
    const html = await pageOf(path);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain(validity);
    expect(main).toContain(label);
    expect(main).toContain("Safety Compliance");
    expect(main).not.toContain('lang="en"');
  });

  it("shows the certificates in English, marked and left out of the sitemap, once English has one the translation lacks", async () => {
    const path = "/fr/quality-certifications";
    expect(await textOf(service, "/sitemap.xml")).toContain(`<loc>${SITE}${path}</loc>`);
    const french = await service.services.translations.get("certifications", "certifications", "fr");
    if (!french) throw new Error("no French certifications");
    await service.services.translations.save(
      "certifications",
      "certifications",
      "fr",
      { ...french, certifications: (french.certifications as object[]).slice(0, -1) },
      editor,
    );
    const html = await pageOf(path);
    expect(html).toContain('<div lang="en" class="content-language">');
    expect(html).toContain("valid to 27 June 2024");
    const sitemap = await textOf(service, "/sitemap.xml");
    expect(sitemap).not.toContain(`<loc>${SITE}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/de/quality-certifications</loc>`);
  });
});
