import fs from "node:fs";
import path from "node:path";
import type { Transaction } from "kysely";
import type { FacetKey } from "#shared/catalogue/facet-params.ts";
import { PRODUCT_FIELD_LABELS, type ProductField } from "#shared/content-editing/product-form.ts";
import { productHref } from "#shared/site/page-hrefs.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { nextNumericKey } from "../content-editing/numeric-key.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { PRODUCTS_FILE, ProductRecord, readProducts } from "./content-files.ts";
import { publishDatasheet } from "./published-datasheets.ts";

/** A product's facet values as rows; every product has at least an industry, function and form. */
function facetRows(product: ProductRecord) {
  const row = (facet: FacetKey, value: string, reference: string | null = null) => ({
    product_id: product.id,
    facet,
    value,
    reference,
  });
  return [
    ...product.industries.map((value) => row("industry", value)),
    ...product.functions.map((value) => row("function", value)),
    ...product.chemistry.map((value) => row("chemistry", value)),
    row("form", product.form),
    ...product.certifications.map((cert) => row("cert", cert.status, cert.reference ?? null)),
  ];
}

async function withdrawProduct(tx: Transaction<Database>, id: number) {
  await tx.deleteFrom("product_facets").where("product_id", "=", id).execute();
  await tx.deleteFrom("products").where("id", "=", id).execute();
}

/** The product that holds `slug` live, if any: two products cannot share an address. */
export async function productIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}

/**
 * Products as editable content: content/catalogue/products.json's records, live in `products` and
 * `product_facets`, with the datasheet regenerated when its text changes (decision 042).
 */
export const productKind = contentKind<ProductRecord>({
  name: "products",
  label: "Product",
  schema: ProductRecord,
  fields: (Object.keys(PRODUCT_FIELD_LABELS) as ProductField[]).map((name) => ({
    name,
    label: PRODUCT_FIELD_LABELS[name],
  })),
  keyOf: (record) => String(record.id),
  withKey: (fields, key) => ({ ...(fields as object), id: Number(key) }),
  titleOf: (record) => record.name,
  read: readProducts,
  write(dir, records) {
    const file = path.join(dir, PRODUCTS_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const ordered = [...records].sort((a, b) => a.id - b.id);
    fs.writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
  },
  // Every field is plain text, drawn as text on the page and in the PDF: nothing to sanitise.
  clean: (record) => record,
  newKey: (tx, takenKeys) => nextNumericKey(tx, "products", takenKeys),
  async apply(tx, record) {
    const category = await tx
      .selectFrom("categories")
      .select("name")
      .where("id", "=", record.categoryId)
      .executeTakeFirstOrThrow();
    const row = {
      id: record.id,
      slug: record.slug,
      name: record.name,
      category_id: record.categoryId,
      chemical_type: record.chemicalType,
      activity_percent: record.activityPercent,
      application_area: record.applicationArea,
      description: record.description,
      properties: JSON.stringify(record.properties),
      datasheet: await publishDatasheet(tx, record, category.name),
      active: record.active ? 1 : 0,
    };
    // Replaced whole: a renamed product frees its old slug before another may take it.
    await withdrawProduct(tx, record.id);
    await tx.insertInto("products").values(row).execute();
    await tx.insertInto("product_facets").values(facetRows(record)).execute();
  },
  withdraw: (tx, key) => withdrawProduct(tx, Number(key)),
  publicPath: (record) => productHref(record.slug),
  previewPath: (record) => `${productHref(record.slug)}?preview=${record.id}`,
  // Edited by id, translated by slug, as the page that shows them is addressed.
  translations: { kind: "products", keyOf: (record) => record.slug },
});
