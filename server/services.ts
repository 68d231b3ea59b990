import type { Logger } from "pino";
import type { ConsoleKind } from "#shared/content-editing/console-kind.ts";
import { CONSOLE_KINDS } from "#shared/content-editing/console-kinds.ts";
import type { PublicSettings } from "#shared/site/public-settings.ts";
import { type CaseStudies, createCaseStudies } from "./case-studies/case-studies.ts";
import { caseStudyKind } from "./case-studies/case-study-kind.ts";
import { type Catalogue, createCatalogue } from "./catalogue/catalogue.ts";
import { categoryKind } from "./catalogue/category-kind.ts";
import { productKind } from "./catalogue/product-kind.ts";
import { type Company, createCompany } from "./company/company.ts";
import { industryKind } from "./company/industry-kind.ts";
import { pagesKind } from "./company/page-kind.ts";
import { boardKind, corporateTeamKind } from "./company/team-kind.ts";
import type { Config } from "./config.ts";
import { type ContentEditing, createContentEditing } from "./content-editing/content-editing.ts";
import type { AnyContentKind } from "./content-editing/content-kind.ts";
import { type ContentRedirects, createContentRedirects } from "./content-editing/content-redirects.ts";
import { createPublishSchedule, type PublishSchedule } from "./content-editing/publish-schedule.ts";
import { createRedirectTable, type RedirectTable } from "./content-editing/redirect-table.ts";
import { type ContentVersion, createContentVersion } from "./content-version.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createDocuments, type Documents } from "./documents/documents.ts";
import { createClientKeys } from "./enquiries/client-key.ts";
import { createEnquiries, type Enquiries } from "./enquiries/enquiries.ts";
import { createEnquiryMetrics } from "./enquiries/enquiry-metrics.ts";
import { createMailWorker, type MailWorker } from "./enquiries/mail-worker.ts";
import { specialistRouting } from "./expert/specialist-routing.ts";
import { homeKind } from "./home/home-kind.ts";
import { createHomePage, type HomePage } from "./home/home-page.ts";
import { createMetrics, type Metrics } from "./http/metrics.ts";
import { industryPageKind } from "./industry-pages/industry-page-kind.ts";
import { createIndustryPages, type IndustryPages } from "./industry-pages/industry-pages.ts";
import { createMedia, type Media } from "./media/media.ts";
import { newsKind } from "./media/news-kind.ts";
import { pressReleaseKind } from "./media/press-release-kind.ts";
import { createSiteSearch, type SiteSearch } from "./search/site-search.ts";
import { livePagePaths } from "./seo/sitemap.ts";
import { enquiryRecipientsKind, siteKind } from "./site/site-kinds.ts";
import { createSiteSettings, type SiteSettings } from "./site/site-settings.ts";
import { replyOfJob } from "./staff/leads/replies.ts";
import { createResponseWatch, type ResponseWatch } from "./staff/leads/response-watch.ts";
import { PASSWORD_RESET_HOURS } from "./staff/password-resets.ts";
import { createStaff, type Staff } from "./staff/staff.ts";
import { createTranslations, type Translations } from "./translations/translations.ts";
import { createUploads, type Uploads } from "./uploads/uploads.ts";
import { createWebhookEndpoints, type WebhookEndpoints } from "./webhooks/endpoints.ts";
import { createWebhookWorker, type WebhookWorker } from "./webhooks/webhook-worker.ts";

/**
 * Every kind of content the staff edit (decisions 040 and 088). A kind listed here is seeded by the
 * engine (only items the database lacks) instead of by its domain's seeder, exported by
 * `content:export`, and edited at `/staff/<name>`. Seeded in this order: categories before the
 * products they hold. Listed here, where the services are wired, so the engine imports no domain.
 */
export const CONTENT_KINDS: readonly AnyContentKind[] = [
  newsKind,
  pressReleaseKind,
  categoryKind,
  productKind,
  industryKind,
  caseStudyKind,
  industryPageKind,
  homeKind,
  pagesKind,
  boardKind,
  corporateTeamKind,
  siteKind,
  enquiryRecipientsKind,
];

/** One instance per process, shared by the API routes and the page loaders. */
export type Services = {
  config: Config;
  publicSettings: PublicSettings;
  database: DatabaseHandle;
  logger: Logger;
  catalogue: Catalogue;
  company: Company;
  caseStudies: CaseStudies;
  industryPages: IndustryPages;
  /** The home page's banner slides and counters. */
  homePage: HomePage;
  /** Each product's documents: datasheet, safety data sheets and statements (decision 050). */
  documents: Documents;
  media: Media;
  /** Product search, autocomplete and site search over in-memory indexes. */
  search: SiteSearch;
  enquiries: Enquiries;
  /** Sends the enquiries' mails from the outbox; started and stopped with the service. */
  mailWorker: MailWorker;
  contentVersion: ContentVersion;
  metrics: Metrics;
  /** The staff console: people, sessions, invitations and the audit log. */
  staff: Staff;
  /** Drafts, publishing and history of the editable content kinds (decision 040). */
  contentEditing: ContentEditing;
  /** Each kind's console description (decision 104): the built-in ones and any the service was given. */
  consoleKinds: readonly ConsoleKind[];
  /** Publishes scheduled drafts when due; started and stopped with the service. */
  publishSchedule: PublishSchedule;
  /** The one-hop redirects slug changes and editors added, as the redirect hook reads them. */
  contentRedirects: ContentRedirects;
  /** The console's redirect table: every redirect listed, the editors' own added, changed and deleted. */
  redirectTable: RedirectTable;
  /** Uploaded PDFs and images, stored in the database (server/uploads/uploads.ts). */
  uploads: Uploads;
  /** The company identity and enquiry recipients as published (decision 075). */
  siteSettings: SiteSettings;
  /** The content's German, French and Spanish translations (decision 063). */
  translations: Translations;
  /** The signed webhooks' endpoints and delivery logs (decision 114). */
  webhookEndpoints: WebhookEndpoints;
  /** Delivers the webhook outbox; started and stopped with the service. */
  webhookWorker: WebhookWorker;
  /** Mails the owner, then the escalation contact, about leads overdue for a first response. */
  responseWatch: ResponseWatch;
};

/**
 * A content kind the service is given besides the built-in ones, with its console description
 * (decision 104): how a test proves that a kind is its server kind and its description, no more.
 */
export type AddedKind = { content: AnyContentKind; description: ConsoleKind };

export function createServices(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  added: readonly AddedKind[] = [],
): Services {
  const contentVersion = createContentVersion(database.db);
  const search = createSiteSearch(database.db, contentVersion);
  const catalogue = createCatalogue(database.db, search);
  const company = createCompany(database.db);
  const siteSettings = createSiteSettings(database.db, contentVersion);
  const metrics = createMetrics();
  const enquiryMetrics = createEnquiryMetrics(metrics.registry, () => mailWorker.pendingCount());
  const mailWorker = createMailWorker({
    database,
    config,
    logger,
    siteSettings,
    onFailure: (kind) => enquiryMetrics.mailFailed(kind),
    passwordReset: {
      token: (email, now) => staff.passwordResets.issue(email, now),
      hours: PASSWORD_RESET_HOURS,
    },
    invitationLink: (email, now) => staff.invitations.mailedLink(email, now),
    replyOf: (jobId) => replyOfJob(database, jobId),
  });
  const staff = createStaff({
    database,
    config,
    logger,
    clientKey: createClientKeys(database.db),
    onMailQueued: () => mailWorker.nudge(),
  });
  const webhookEndpoints = createWebhookEndpoints(database, staff.audit, config.hubspot.apiUrl);
  const webhookWorker = createWebhookWorker({
    database,
    logger,
    retryBaseMs: config.mail.retryMs,
    leaseMs: config.mail.leaseMs,
    onGone: (id, now) => webhookEndpoints.pauseAsGone(id, now),
  });
  const contentEditing = createContentEditing({
    database,
    kinds: [...CONTENT_KINDS, ...added.map((kind) => kind.content)],
    audit: staff.audit,
    contentVersion,
  });
  const services: Services = {
    config,
    publicSettings: { siteUrl: config.publicSiteUrl, fileBaseUrl: config.fileBaseUrl },
    database,
    logger,
    catalogue,
    company,
    caseStudies: createCaseStudies(database.db),
    industryPages: createIndustryPages(database.db),
    homePage: createHomePage(database.db),
    documents: createDocuments(database.db, contentVersion, siteSettings),
    media: createMedia(database.db),
    contentVersion,
    consoleKinds: [...CONSOLE_KINDS, ...added.map((kind) => kind.description)],
    search,
    enquiries: createEnquiries(
      database,
      catalogue,
      config,
      logger,
      specialistRouting(company),
      ({ type, spam }) => {
        enquiryMetrics.accepted(type, spam);
        if (spam) return;
        mailWorker.nudge();
        webhookWorker.nudge();
      },
    ),
    mailWorker,
    metrics,
    staff,
    contentEditing,
    publishSchedule: createPublishSchedule(contentEditing, logger, config.publishCheckMs),
    contentRedirects: createContentRedirects(database.db, contentVersion),
    uploads: createUploads(database.db, { fileBaseUrl: config.fileBaseUrl, contentVersion }),
    redirectTable: createRedirectTable({
      database,
      contentVersion,
      audit: staff.audit,
      livePaths: () => livePagePaths(services),
    }),
    siteSettings,
    translations: createTranslations(database.db, contentVersion, staff.audit),
    webhookEndpoints,
    webhookWorker,
    responseWatch: createResponseWatch({ database, logger, onQueued: () => mailWorker.nudge() }),
  };
  return services;
}
