import type { CategoriesTable, ProductsTable } from "../catalogue/tables.ts";
import type { NewsItemsTable, PressReleasesTable } from "../content/tables.ts";

/** Every table the service reads or writes; each domain declares its own in `server/<domain>/tables.ts`. */
export interface Database {
  site_meta: SiteMetaTable;
  categories: CategoriesTable;
  products: ProductsTable;
  news_items: NewsItemsTable;
  press_releases: PressReleasesTable;
}

export interface SiteMetaTable {
  key: string;
  value: string;
}
