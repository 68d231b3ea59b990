import type { CategoriesTable, ProductsTable } from "../catalogue/tables.ts";
import type {
  CmsPagesTable,
  IndustriesTable,
  IndustrySectionsTable,
  TeamMembersTable,
} from "../company/tables.ts";
import type { NewsItemsTable, PressReleasesTable } from "../content/tables.ts";

/** Every table the service reads or writes; each domain declares its own in `server/<domain>/tables.ts`. */
export interface Database {
  site_meta: SiteMetaTable;
  categories: CategoriesTable;
  products: ProductsTable;
  news_items: NewsItemsTable;
  press_releases: PressReleasesTable;
  cms_pages: CmsPagesTable;
  team_members: TeamMembersTable;
  industries: IndustriesTable;
  industry_sections: IndustrySectionsTable;
}

export interface SiteMetaTable {
  key: string;
  value: string;
}
