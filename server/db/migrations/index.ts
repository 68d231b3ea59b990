import type { Migration } from "kysely/migration";
import * as siteMeta from "./0001-site-meta.ts";
import * as catalogue from "./0002-catalogue.ts";
import * as media from "./0003-media.ts";
import * as company from "./0020-company.ts";
import * as caseStudies from "./0021-case-studies.ts";
import * as industryPages from "./0022-industry-pages.ts";
import * as mediaIndexes from "./0030-media-indexes.ts";
import * as enquiries from "./0040-enquiries.ts";
import * as enquiryOutboxGiveUp from "./0041-enquiry-outbox-give-up.ts";
import * as enquiryRateLimitRejected from "./0042-enquiry-rate-limit-rejected.ts";
import * as staff from "./0050-staff.ts";
import * as leadWorkflow from "./0060-lead-workflow.ts";
import * as enquiryOutboxRecipient from "./0061-enquiry-outbox-recipient.ts";
import * as enquiryConfirmations from "./0062-enquiry-confirmations.ts";
import * as productFacets from "./0070-product-facets.ts";
import * as staffPasswordResets from "./0080-staff-password-resets.ts";
import * as contentEditing from "./0090-content-editing.ts";
import * as newsImageAlt from "./0091-news-image-alt.ts";
import * as productDatasheets from "./0092-product-datasheets.ts";
import * as uploads from "./0095-uploads.ts";
import * as enquiryProducts from "./0105-enquiry-products.ts";
import * as specialists from "./0110-specialists.ts";
import * as categoryDisplay from "./0120-category-display.ts";
import * as siteSettings from "./0130-site-settings.ts";
import * as homePage from "./0140-home-page.ts";
import * as editorRedirects from "./0150-editor-redirects.ts";
import * as enquiryLanguage from "./0160-enquiry-language.ts";
import * as contentTranslations from "./0170-content-translations.ts";
import * as signInAttempts from "./0180-sign-in-attempts.ts";
import * as auditRepeatsAndAddressKeys from "./0190-audit-repeats-and-address-keys.ts";
import * as focalPoints from "./0200-focal-points.ts";
import * as erasedLeads from "./0210-erased-leads.ts";
import * as webhooks from "./0220-webhooks.ts";
import * as leadReplies from "./0230-lead-replies.ts";
import * as leadEscalations from "./0240-lead-escalations.ts";
import * as leadRouting from "./0250-lead-routing.ts";
import * as leadMerges from "./0260-lead-merges.ts";
import * as leadSavedViews from "./0270-lead-saved-views.ts";
import * as enquirySources from "./0280-enquiry-sources.ts";
import * as hubspotPush from "./0290-hubspot-push.ts";
import * as translationSources from "./0300-translation-sources.ts";

/** Versioned, portable migrations run in key order on SQLite and PostgreSQL alike. */
export const migrations: Record<string, Migration> = {
  "0001-site-meta": siteMeta,
  "0002-catalogue": catalogue,
  "0003-media": media,
  "0020-company": company,
  "0021-case-studies": caseStudies,
  "0022-industry-pages": industryPages,
  "0030-media-indexes": mediaIndexes,
  "0040-enquiries": enquiries,
  "0041-enquiry-outbox-give-up": enquiryOutboxGiveUp,
  "0042-enquiry-rate-limit-rejected": enquiryRateLimitRejected,
  "0050-staff": staff,
  "0060-lead-workflow": leadWorkflow,
  "0061-enquiry-outbox-recipient": enquiryOutboxRecipient,
  "0062-enquiry-confirmations": enquiryConfirmations,
  "0070-product-facets": productFacets,
  "0080-staff-password-resets": staffPasswordResets,
  "0090-content-editing": contentEditing,
  "0091-news-image-alt": newsImageAlt,
  "0092-product-datasheets": productDatasheets,
  "0095-uploads": uploads,
  "0105-enquiry-products": enquiryProducts,
  "0110-specialists": specialists,
  "0120-category-display": categoryDisplay,
  "0130-site-settings": siteSettings,
  "0140-home-page": homePage,
  "0150-editor-redirects": editorRedirects,
  "0160-enquiry-language": enquiryLanguage,
  "0170-content-translations": contentTranslations,
  "0180-sign-in-attempts": signInAttempts,
  "0190-audit-repeats-and-address-keys": auditRepeatsAndAddressKeys,
  "0200-focal-points": focalPoints,
  "0210-erased-leads": erasedLeads,
  "0220-webhooks": webhooks,
  "0230-lead-replies": leadReplies,
  "0240-lead-escalations": leadEscalations,
  "0250-lead-routing": leadRouting,
  "0260-lead-merges": leadMerges,
  "0270-lead-saved-views": leadSavedViews,
  "0280-enquiry-sources": enquirySources,
  "0290-hubspot-push": hubspotPush,
  "0300-translation-sources": translationSources,
};
