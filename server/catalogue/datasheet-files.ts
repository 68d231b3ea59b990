import path from "node:path";
import type { SiteIdentity } from "#shared/site/site-schema.ts";
import { CONTENT_DIR } from "../db/content-dir.ts";
import { type PdfContent, writePdfDocument } from "../files/pdf-document.ts";
import { SHIPPED_IDENTITY } from "../site/published-identity.ts";
import { datasheetPath, type ProductRecord, readCategories, readProducts } from "./content-files.ts";

/** What a datasheet prints of a product. */
export type DatasheetProduct = Pick<
  ProductRecord,
  "name" | "chemicalType" | "activityPercent" | "applicationArea" | "description" | "properties"
>;

/** A technical datasheet: the product's identity, description and typical properties, on the company's letterhead. */
export function datasheetDocument(
  product: DatasheetProduct,
  categoryName: string,
  identity: SiteIdentity,
): PdfContent {
  const productIdentity: [string, string][] = [
    ["Product", product.name],
    ["Product family", categoryName],
    ["Chemical type", product.chemicalType],
    ["Activity", product.activityPercent === null ? "Not applicable" : `${product.activityPercent}%`],
    ["Application area", product.applicationArea],
  ];
  return {
    identity,
    title: product.name,
    subtitle: `Technical datasheet · ${categoryName}`,
    sections: [
      { heading: "Description", paragraphs: [product.description] },
      { heading: "Product identity", rows: productIdentity },
      { heading: "Typical properties", rows: product.properties },
      {
        heading: "Handling and advice",
        paragraphs: [
          "Typical properties are not a specification. Read the safety data sheet before use; it is available on request.",
          `For dosing advice, samples or a trial on your process, contact ${identity.email.sales} or call ${identity.phone.display}.`,
        ],
      },
    ],
  };
}

/** The datasheets the build writes: every active product of content/catalogue/, with its document, on the shipped identity. */
export function builtDatasheets(): Map<string, PdfContent> {
  const categories = new Map(readCategories(CONTENT_DIR).map((category) => [category.id, category.name]));
  const built = new Map<string, PdfContent>();
  for (const product of readProducts(CONTENT_DIR)) {
    const category = categories.get(product.categoryId);
    if (product.active && category)
      built.set(product.slug, datasheetDocument(product, category, SHIPPED_IDENTITY));
  }
  return built;
}

/** Writes a datasheet PDF for every active product in content/catalogue/ under the build's file folder. */
export async function buildDatasheetFiles(outDir: string): Promise<void> {
  for (const [slug, document] of builtDatasheets()) {
    await writePdfDocument(document, path.join(outDir, datasheetPath(slug)));
  }
}
