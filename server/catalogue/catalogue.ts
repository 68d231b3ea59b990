import { FAMILY_PRODUCT_LIMIT } from "#shared/catalogue/search-limits.ts";
import type { Db } from "../db/database.ts";
import type { SiteSearch } from "../search/site-search.ts";
import { activeProducts, PRODUCT_SUMMARY_COLUMNS } from "./active-products.ts";
import { categoryImagePath } from "./content-files.ts";

export type Category = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  summary: string;
  /** Its picture under the file base. */
  image: string;
};

export type ProductSummary = {
  slug: string;
  name: string;
  categoryId: number;
  categoryName: string;
  description: string;
  /** Datasheet path under the file base (the API's `pdflink`). */
  datasheet: string;
};

/** Everything the product page and the industry tables show about one product. */
export type ProductDetail = ProductSummary & {
  categorySlug: string;
  chemicalType: string;
  /** Active content in percent, or null where it does not apply. */
  activityPercent: number | null;
  applicationArea: string;
  properties: [string, string][];
};

/** Read access to the product catalogue, shared by the API, the pages and the enquiry forms. */
export function createCatalogue(db: Db, search: SiteSearch) {
  const activeProductDetails = () =>
    activeProducts(db).select([
      ...PRODUCT_SUMMARY_COLUMNS,
      "categories.slug as categorySlug",
      "products.chemical_type as chemicalType",
      "products.activity_percent as activityPercent",
      "products.application_area as applicationArea",
      "products.properties",
    ]);

  type Row = Awaited<ReturnType<ReturnType<typeof activeProductDetails>["executeTakeFirstOrThrow"]>>;
  const toDetail = ({ properties, ...row }: Row): ProductDetail => ({
    ...row,
    // PostgreSQL returns `real` as a number, SQLite too; both may hold null.
    activityPercent: row.activityPercent === null ? null : Number(row.activityPercent),
    properties: JSON.parse(properties) as [string, string][],
  });

  return {
    async listCategories(): Promise<Category[]> {
      const rows = await db
        .selectFrom("categories")
        .select(["id", "parent_id as parentId", "name", "slug", "summary", "image"])
        .orderBy("name")
        .execute();
      return rows.map((row) => ({ ...row, image: row.image ?? categoryImagePath(row.slug) }));
    },

    /** One live category's name and description, or undefined. */
    async category(id: number): Promise<{ id: number; name: string; summary: string } | undefined> {
      return db
        .selectFrom("categories")
        .select(["id", "name", "summary"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    /**
     * One family's products as `/api/list?all=true` lists them (the first in name order, at most
     * FAMILY_PRODUCT_LIMIT): what the enquiry forms offer and accept. Read from the search index,
     * already in name order, so the work stays bounded however large the family grows.
     */
    async productsInCategory(categoryId: number) {
      const found = await search.products({
        query: "",
        categoryIds: [categoryId],
        skip: 0,
        limit: FAMILY_PRODUCT_LIMIT,
      });
      return found.products;
    },

    async productBySlug(slug: string): Promise<ProductDetail | undefined> {
      const row = await activeProductDetails().where("products.slug", "=", slug).executeTakeFirst();
      return row && toDetail(row);
    },

    /**
     * Active products with exactly these names (as the catalogue spells them), for pages that list
     * products by name, such as the industry tables. Names without an active product are left out.
     */
    async findProductsByNames(names: string[]): Promise<Map<string, ProductDetail>> {
      if (names.length === 0) return new Map();
      const rows = await activeProductDetails().where("products.name", "in", names).execute();
      return new Map(rows.map((row) => [row.name, toDetail(row)]));
    },

    /** Active products with these slugs, for the comparison and the sample basket; others are left out. */
    async findProductsBySlugs(slugs: readonly string[]): Promise<Map<string, ProductDetail>> {
      if (slugs.length === 0) return new Map();
      const rows = await activeProductDetails()
        .where("products.slug", "in", [...slugs])
        .execute();
      return new Map(rows.map((row) => [row.slug, toDetail(row)]));
    },

    /** Names of every active product, by name: what an industry page's product table may list. */
    async productNames(): Promise<string[]> {
      const rows = await activeProductDetails().orderBy("products.name").execute();
      return rows.map((row) => row.name);
    },

    /** Slugs of every active product, for the sitemap. */
    async productSlugs(): Promise<string[]> {
      const rows = await db
        .selectFrom("products")
        .select("slug")
        .where("active", "=", 1)
        .orderBy("slug")
        .execute();
      return rows.map((row) => row.slug);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
