import type { Db } from "../db/database.ts";

export type Category = { id: number; parentId: number | null; name: string; slug: string; summary: string };

export type ProductSummary = {
  slug: string;
  name: string;
  categoryId: number;
  categoryName: string;
  description: string;
  /** Datasheet path under the file base (the API's `pdflink`). */
  datasheet: string;
};

/** Read access to the product catalogue, shared by the API, the pages and the enquiry forms. */
export function createCatalogue(db: Db) {
  const activeProducts = () =>
    db
      .selectFrom("products")
      .innerJoin("categories", "categories.id", "products.category_id")
      .where("products.active", "=", 1)
      .select([
        "products.slug",
        "products.name",
        "products.category_id as categoryId",
        "categories.name as categoryName",
        "products.description",
        "products.datasheet",
      ]);

  return {
    async listCategories(): Promise<Category[]> {
      return db
        .selectFrom("categories")
        .select(["id", "parent_id as parentId", "name", "slug", "summary"])
        .orderBy("name")
        .execute();
    },

    /** Every active product of one category, by name: what the enquiry forms offer. */
    async productsInCategory(categoryId: number): Promise<ProductSummary[]> {
      return activeProducts()
        .where("products.category_id", "=", categoryId)
        .orderBy("products.name")
        .execute();
    },

    async productBySlug(slug: string): Promise<ProductSummary | undefined> {
      return activeProducts().where("products.slug", "=", slug).executeTakeFirst();
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
