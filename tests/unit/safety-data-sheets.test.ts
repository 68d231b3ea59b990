import { describe, expect, it } from "vitest";
import { currentRevision, DOCUMENT_REVISIONS } from "#server/documents/document-revisions.ts";
import { contentDocumentProducts } from "#server/documents/document-sizes.ts";
import { sdsContent, sdsDate } from "#server/documents/sds/sds-content.ts";
import { SDS_TEXTS } from "#server/documents/sds/sds-languages.ts";
import { type DocumentProduct, flammableCategory } from "#server/documents/sds/sds-product.ts";
import { renderStatementLetter } from "#server/documents/statement-letter.ts";
import { renderPdfDocument } from "#server/files/pdf-document.ts";
import { SHIPPED_IDENTITY } from "#server/site/published-identity.ts";
import { SDS_VARIANTS } from "#shared/documents/document-kinds.ts";
import { pdfCompactText, pdfPagesText } from "../support/pdf-text.ts";

const products = contentDocumentProducts();

/** One product of every chemistry, form and flammability the catalogue holds: every branch of the sheet. */
const samples = [
  ...new Map(
    products.map((product) => [
      `${product.chemistry.join()}|${product.form}|${flammableCategory(product)}`,
      product,
    ]),
  ).values(),
];

const compact = (text: string) => text.replace(/\s+/g, "");
const current = currentRevision(DOCUMENT_REVISIONS.sds);
const earlier = DOCUMENT_REVISIONS.sds.slice(0, -1);
const render = (product: DocumentProduct, variant: (typeof SDS_VARIANTS)[number]) =>
  renderPdfDocument(
    sdsContent(product, variant, SDS_TEXTS[variant.language], current, earlier, SHIPPED_IDENTITY),
  );

/** A whole PDF file: header, trailer, and a cross-reference table where startxref says. */
function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
}

describe("safety data sheets", () => {
  it("cover every chemistry, form and flammability of the catalogue in the samples", () => {
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.some((product) => flammableCategory(product) === 3)).toBe(true);
  });

  for (const variant of SDS_VARIANTS) {
    const texts = SDS_TEXTS[variant.language];
    it(`${variant.country}-${variant.language}: a valid PDF with the 16 sections in its language and its details on every page`, async () => {
      for (const product of samples) {
        const pdf = await render(product, variant);
        expectValidPdf(pdf);
        const text = pdfCompactText(pdf);
        texts.sections.forEach((heading, index) => {
          expect(text, `${product.slug}, section ${index + 1}`).toContain(
            compact(`${texts.sectionWord} ${index + 1}: ${heading}`),
          );
        });
        const pages = pdfPagesText(pdf);
        expect(pages.length).toBeGreaterThan(1);
        pages.forEach((page, index) => {
          expect(compact(page), `${product.slug}, page ${index + 1}`).toContain(
            compact(
              texts.footer({
                country: texts.countries[variant.country],
                language: texts.languageName,
                version: current.version,
                date: sdsDate(texts, current.date),
                page: index + 1,
                pages: pages.length,
              }),
            ),
          );
        });
      }
    });
  }

  it("write each language's official headings, not English ones", async () => {
    const sample = samples[0] as DocumentProduct;
    const official = [
      ["de", "ABSCHNITT 8: Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen"],
      ["fr", "RUBRIQUE 6: Mesures à prendre en cas de dispersion accidentelle"],
      ["es", "SECCIÓN 13: Consideraciones relativas a la eliminación"],
    ] as const;
    for (const [language, heading] of official) {
      const text = pdfCompactText(await render(sample, { country: "eu", language }));
      expect(text).toContain(compact(heading));
      expect(text).not.toContain("SECTION");
    }
  });

  it("classify only what the data shows: a 38 °C flash point is Flam. Liq. 3 and UN 1993, others are not classified", async () => {
    const flammable = products.find((product) => flammableCategory(product) === 3) as DocumentProduct;
    const text = pdfCompactText(await render(flammable, { country: "gb", language: "en" }));
    expect(text).toContain(compact("Flam. Liq. 3; H226 (flash point 38 °C)"));
    expect(text).toContain("UN1993");
    const plain = products.find((product) => product.slug === "fenfoam-s-120") as DocumentProduct;
    const plainText = pdfCompactText(await render(plain, { country: "eu", language: "en" }));
    expect(plainText).toContain(
      compact("is not classified as hazardous under Regulation (EC) No 1272/2008 (CLP)"),
    );
    expect(plainText).not.toContain("H226");
  });

  it("name in section 15 only the statuses the product holds", async () => {
    const release = products.find((product) => product.slug === "fenrelease-w-50") as DocumentProduct;
    const text = pdfCompactText(await render(release, { country: "eu", language: "fr" }));
    expect(text).toContain(compact("Statuts du produit : Enregistré REACH; Sans silicone; Sans COV."));
    expect(text).not.toContain("Halal");
    expect(text).not.toContain("Casher");
  });
});

describe("regulatory statements", () => {
  const fenfoam = products.find((product) => product.slug === "fenfoam-s-120") as DocumentProduct;

  it("are signed letters naming the certificate, the date, a reference and the signatory's role", async () => {
    const revision = currentRevision(DOCUMENT_REVISIONS.statements.kosher);
    const pdf = await renderStatementLetter(fenfoam, "kosher", revision, SHIPPED_IDENTITY);
    expectValidPdf(pdf);
    const text = pdfCompactText(pdf);
    expect(text).toContain(compact("is certified Kosher under certificate KFC-2025-0001"));
    expect(text).toContain(compact("also certified Kosher for Passover under certificate KFC-P-2025-0001"));
    expect(text).toContain(compact("12 January 2026"));
    expect(text).toContain(compact("Our reference: FC/KOSHER/FENFOAM-S-120/2"));
    expect(text).toContain(compact("Regulatory Affairs Manager For and on behalf of Fenmoor Chemicals Ltd"));
  });

  it("confirm only the food statuses the product holds", async () => {
    const text = pdfCompactText(
      await renderStatementLetter(
        fenfoam,
        "food-contact",
        currentRevision(DOCUMENT_REVISIONS.statements["food-contact"]),
        SHIPPED_IDENTITY,
      ),
    );
    expect(text).toContain("21CFR173.340");
    expect(text).toContain("E900");
    expect(text).not.toContain("10/2011");
    expect(text).not.toContain("176.210");
  });
});
