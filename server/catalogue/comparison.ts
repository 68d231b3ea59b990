import type { FacetKey } from "#shared/catalogue/facet-params.ts";
import type { Db } from "../db/database.ts";
import type { Catalogue, ProductDetail } from "./catalogue.ts";

/** A facet value of a product as the comparison shows it: its slug and any certificate reference. */
type ComparedFacetValue = { slug: string; reference: string | null };

export type ComparedProduct = ProductDetail & { facets: Partial<Record<FacetKey, ComparedFacetValue[]>> };

/**
 * The products of a comparison in the order asked, each with its facet values (decision 053);
 * `unknown` lists the slugs no active product has.
 */
export async function compareProducts(
  db: Db,
  catalogue: Catalogue,
  slugs: readonly string[],
): Promise<{ products: ComparedProduct[]; unknown: string[] }> {
  const found = await catalogue.findProductsBySlugs(slugs);
  const facetRows =
    found.size === 0
      ? []
      : await db
          .selectFrom("product_facets")
          .innerJoin("products", "products.id", "product_facets.product_id")
          .select([
            "products.slug",
            "product_facets.facet",
            "product_facets.value",
            "product_facets.reference",
          ])
          .where("products.slug", "in", [...found.keys()])
          .orderBy("product_facets.value")
          .execute();
  const products = slugs.flatMap((slug): ComparedProduct[] => {
    const product = found.get(slug);
    if (!product) return [];
    const facets: ComparedProduct["facets"] = {};
    for (const row of facetRows) {
      if (row.slug !== slug) continue;
      const key = row.facet as FacetKey;
      facets[key] = [...(facets[key] ?? []), { slug: row.value, reference: row.reference }];
    }
    return [{ ...product, facets }];
  });
  return { products, unknown: slugs.filter((slug) => !found.has(slug)) };
}

/** Names of the products on a comparison list being built, in its order; unknown slugs are left out. */
export async function comparedNames(
  catalogue: Catalogue,
  slugs: readonly string[],
): Promise<{ slug: string; name: string }[]> {
  const found = await catalogue.findProductsBySlugs(slugs);
  return slugs.flatMap((slug) => {
    const product = found.get(slug);
    return product ? [{ slug, name: product.name }] : [];
  });
}
