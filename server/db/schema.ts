import type { CaseStudiesTable } from "../case-studies/tables.ts";
import type { CategoriesTable, ProductsTable } from "../catalogue/tables.ts";
import type {
  CmsPagesTable,
  IndustriesTable,
  IndustrySectionsTable,
  TeamMembersTable,
} from "../company/tables.ts";
import type { NewsItemsTable, PressReleasesTable } from "../content/tables.ts";
import type { EnquiriesTable, EnquiryOutboxTable, EnquiryRateLimitsTable } from "../enquiries/tables.ts";
import type {
  IndustryPageRowsTable,
  IndustryPageSectionsTable,
  IndustryPagesTable,
} from "../industry-pages/tables.ts";

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
  enquiries: EnquiriesTable;
  enquiry_outbox: EnquiryOutboxTable;
  enquiry_rate_limits: EnquiryRateLimitsTable;
  case_studies: CaseStudiesTable;
  industry_pages: IndustryPagesTable;
  industry_page_sections: IndustryPageSectionsTable;
  industry_page_rows: IndustryPageRowsTable;
}

export interface SiteMetaTable {
  key: string;
  value: string;
}
