import path from "node:path";
import { siteConfig } from "../../shared/site/site-config.ts";
import { CONTENT_DIR } from "../db/seed.ts";
import { writePdfDocument } from "../files/pdf-document.ts";
import {
  type CategoryRecord,
  datasheetPath,
  type ProductRecord,
  readCategories,
  readProducts,
} from "./content-files.ts";

/** A technical datasheet: the product's identity, description and typical properties. */
async function writeDatasheet(
  product: ProductRecord,
  category: CategoryRecord,
  outDir: string,
): Promise<void> {
  const identity: [string, string][] = [
    ["Product", product.name],
    ["Product family", category.name],
    ["Chemical type", product.chemicalType],
    ["Activity", product.activityPercent === null ? "Not applicable" : `${product.activityPercent}%`],
    ["Application area", product.applicationArea],
  ];
  await writePdfDocument(
    {
      title: product.name,
      subtitle: `Technical datasheet · ${category.name}`,
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
    },
    path.join(outDir, datasheetPath(product.slug)),
  );
}

/** Writes a datasheet PDF for every active product in content/catalogue/ under the build's file folder. */
export async function buildDatasheetFiles(outDir: string): Promise<void> {
  const categories = new Map(readCategories(CONTENT_DIR).map((category) => [category.id, category]));
  for (const product of readProducts(CONTENT_DIR)) {
    const category = categories.get(product.categoryId);
    if (!product.active || !category) continue;
    await writeDatasheet(product, category, outDir);
  }
}
