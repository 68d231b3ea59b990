import type { Db } from "../db/database.ts";

/** The live products, each joined to its category: where the catalogue, search and documents read them. */
export function activeProducts(db: Db) {
  return db
    .selectFrom("products")
    .innerJoin("categories", "categories.id", "products.category_id")
    .where("products.active", "=", 1);
}

/** The columns of a `ProductSummary`, under its names. */
export const PRODUCT_SUMMARY_COLUMNS = [
  "products.slug",
  "products.name",
  "products.category_id as categoryId",
  "categories.name as categoryName",
  "products.description",
  "products.datasheet",
] as const;
