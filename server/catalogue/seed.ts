import type { FacetKey } from "../../shared/catalogue/facet-params.ts";
import type { SeedContext, Seeder } from "../db/seed.ts";
import { datasheetPath, type ProductRecord, readCategories, readProducts } from "./content-files.ts";

/**
 * Makes the category and product tables equal to content/catalogue/: upserts every record and
 * removes the ones taken out of the files (products first, so no product points at a removed category).
 */
export const catalogueSeeder: Seeder = {
  name: "catalogue",
  async run({ tx, contentDir }) {
    const categories = readCategories(contentDir);
    const products = readProducts(contentDir);
    // Parents first, so the self-reference always points at an existing row.
    const ordered = [...categories].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
    for (const category of ordered) {
      const row = {
        id: category.id,
        parent_id: category.parentId,
        name: category.name,
        slug: category.slug,
        summary: category.summary,
      };
      await tx
        .insertInto("categories")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
    // Facet rows are rewritten whole: they have no identity of their own beyond their values.
    await tx.deleteFrom("product_facets").execute();
    await deleteAllBut(
      tx,
      "products",
      products.map((product) => product.id),
    );
    for (const product of products) {
      const row = {
        id: product.id,
        slug: product.slug,
        name: product.name,
        category_id: product.categoryId,
        chemical_type: product.chemicalType,
        activity_percent: product.activityPercent,
        application_area: product.applicationArea,
        description: product.description,
        properties: JSON.stringify(product.properties),
        datasheet: datasheetPath(product.slug),
        active: product.active ? 1 : 0,
      };
      await tx
        .insertInto("products")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
      await tx.insertInto("product_facets").values(facetRows(product)).execute();
    }
    await deleteAllBut(
      tx,
      "categories",
      categories.map((category) => category.id),
    );
  },
};

async function deleteAllBut(tx: SeedContext["tx"], table: "products" | "categories", ids: number[]) {
  const query = tx.deleteFrom(table);
  await (ids.length > 0 ? query.where("id", "not in", ids) : query).execute();
}

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
