import type { CaseStudiesTable } from "../case-studies/tables.ts";
import type {
  CategoriesTable,
  ProductDatasheetsTable,
  ProductFacetsTable,
  ProductsTable,
} from "../catalogue/tables.ts";
import type {
  CmsPagesTable,
  IndustriesTable,
  IndustrySectionsTable,
  SpecialistsTable,
  TeamMembersTable,
} from "../company/tables.ts";
import type { NewsItemsTable, PressReleasesTable } from "../content/tables.ts";
import type {
  ContentEntriesTable,
  ContentRedirectsTable,
  ContentRevisionsTable,
} from "../content-editing/tables.ts";
import type {
  EnquiriesTable,
  EnquiryConfirmationsTable,
  EnquiryOutboxTable,
  EnquiryProductsTable,
  EnquiryRateLimitsTable,
  EnquirySourcesTable,
} from "../enquiries/tables.ts";
import type { HomePageTable } from "../home/tables.ts";
import type {
  IndustryPageRowsTable,
  IndustryPageSectionsTable,
  IndustryPagesTable,
} from "../industry-pages/tables.ts";
import type {
  EnquiryErasuresTable,
  EnquiryLeadsTable,
  LeadEscalationsTable,
  LeadEventsTable,
  LeadMergesTable,
  LeadNotesTable,
  LeadRepliesTable,
  LeadReplyTemplatesTable,
  LeadRoutingAwayTable,
  LeadRoutingRulesTable,
  LeadRoutingTeamsTable,
  LeadSavedViewsTable,
} from "../staff/leads/tables.ts";
import type {
  StaffAuditLogTable,
  StaffInvitationsTable,
  StaffPasskeysTable,
  StaffPasswordResetsTable,
  StaffSessionsTable,
  StaffSignInFailuresTable,
  StaffUsersTable,
} from "../staff/tables.ts";
import type { ContentTranslationsTable } from "../translations/tables.ts";
import type { UploadFilesTable, UploadsTable } from "../uploads/tables.ts";
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from "../webhooks/tables.ts";

/** Every table the service reads or writes; each domain declares its own in `server/<domain>/tables.ts`. */
export interface Database {
  site_meta: SiteMetaTable;
  site_settings: SiteSettingsTable;
  content_translations: ContentTranslationsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_facets: ProductFacetsTable;
  product_datasheets: ProductDatasheetsTable;
  news_items: NewsItemsTable;
  press_releases: PressReleasesTable;
  cms_pages: CmsPagesTable;
  team_members: TeamMembersTable;
  industries: IndustriesTable;
  industry_sections: IndustrySectionsTable;
  specialists: SpecialistsTable;
  enquiries: EnquiriesTable;
  enquiry_outbox: EnquiryOutboxTable;
  enquiry_products: EnquiryProductsTable;
  enquiry_sources: EnquirySourcesTable;
  enquiry_rate_limits: EnquiryRateLimitsTable;
  enquiry_leads: EnquiryLeadsTable;
  lead_notes: LeadNotesTable;
  lead_events: LeadEventsTable;
  lead_replies: LeadRepliesTable;
  lead_escalations: LeadEscalationsTable;
  lead_routing_rules: LeadRoutingRulesTable;
  lead_routing_teams: LeadRoutingTeamsTable;
  lead_routing_away: LeadRoutingAwayTable;
  lead_merges: LeadMergesTable;
  lead_saved_views: LeadSavedViewsTable;
  lead_reply_templates: LeadReplyTemplatesTable;
  enquiry_erasures: EnquiryErasuresTable;
  enquiry_confirmations: EnquiryConfirmationsTable;
  case_studies: CaseStudiesTable;
  home_page: HomePageTable;
  industry_pages: IndustryPagesTable;
  industry_page_sections: IndustryPageSectionsTable;
  industry_page_rows: IndustryPageRowsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_invitations: StaffInvitationsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  staff_password_resets: StaffPasswordResetsTable;
  staff_audit_log: StaffAuditLogTable;
  content_entries: ContentEntriesTable;
  content_revisions: ContentRevisionsTable;
  content_redirects: ContentRedirectsTable;
  uploads: UploadsTable;
  upload_files: UploadFilesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

/** `identity` and `enquiry-recipients`: content/site.json's parts as published (decision 075). */
interface SiteSettingsTable {
  name: string;
  /** JSON of the part's record. */
  data: string;
}

interface SiteMetaTable {
  key: string;
  value: string;
}
