import path from "node:path";
import { siteConfig } from "#shared/site/site-config.ts";
import { CONTENT_DIR } from "../db/content-dir.ts";
import { type PdfContent, writePdfDocument } from "../files/pdf-document.ts";
import { datasheetPath, type ProductRecord, readCategories, readProducts } from "./content-files.ts";

/** A technical datasheet: the product's identity, description and typical properties. */
export function datasheetDocument(product: ProductRecord, categoryName: string): PdfContent {
  const identity: [string, string][] = [
    ["Product", product.name],
    ["Product family", categoryName],
    ["Chemical type", product.chemicalType],
    ["Activity", product.activityPercent === null ? "Not applicable" : `${product.activityPercent}%`],
    ["Application area", product.applicationArea],
  ];
  return {
    title: product.name,
    subtitle: `Technical datasheet · ${categoryName}`,
    sections: [
      { heading: "Description", paragraphs: [product.description] },
      { heading: "Product identity", rows: identity },
      { heading: "Typical properties", rows: product.properties },
      {
        heading: "Handling and advice",
        paragraphs: [
          "Typical properties are not a specification. Read the safety data sheet before use; it is available on request.",
          `For dosing advice, samples or a trial on your process, contact ${siteConfig.email.sales} or call ${siteConfig.phone.display}.`,
        ],
      },
    ],
  };
}

/** The datasheets the build writes: every active product of content/catalogue/, with its document. */
export function builtDatasheets(): Map<string, PdfContent> {
  const categories = new Map(readCategories(CONTENT_DIR).map((category) => [category.id, category.name]));
  const built = new Map<string, PdfContent>();
  for (const product of readProducts(CONTENT_DIR)) {
    const category = categories.get(product.categoryId);
    if (product.active && category) built.set(product.slug, datasheetDocument(product, category));
  }
  return built;
}

/** Writes a datasheet PDF for every active product in content/catalogue/ under the build's file folder. */
export async function buildDatasheetFiles(outDir: string): Promise<void> {
  for (const [slug, document] of builtDatasheets()) {
    await writePdfDocument(document, path.join(outDir, datasheetPath(slug)));
  }
}
