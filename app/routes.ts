import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { CASE_STUDY_SLUGS } from "#shared/case-studies/case-study-slugs.ts";
import { TEAM_KINDS } from "#shared/company/company-pages.ts";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { INDUSTRY_PAGE_SLUGS } from "#shared/industries/industry-page-slugs.ts";
import { LEGAL_PAGE_SLUGS } from "#shared/legal/legal-pages.ts";
import { STAFF_LAYOUT_ID } from "#shared/staff/console-routes.ts";
import { localizedRoutes } from "./i18n/localized-routes.ts";
import { CONTENT_PAGES } from "./routes/company/content-pages.ts";

const CONTENT_PAGE_SLUGS = Object.keys(CONTENT_PAGES);

/** The public pages of spec 2.1, in English at their own addresses. */
const PUBLIC_ROUTES: RouteConfigEntry[] = [
  index("routes/home/home.tsx"),
  route("about", "routes/about.tsx"),
  route("error", "routes/error.tsx"),
  route("who-we-are", "routes/company/who-we-are.tsx"),
  ...TEAM_KINDS.flatMap((team) => [
    route(team, "routes/company/team-list.tsx", { id: `team/${team}` }),
    route(`${team}/:slug`, "routes/company/team-profile.tsx", { id: `team/${team}/profile` }),
  ]),
  ...CONTENT_PAGE_SLUGS.map((slug) =>
    route(slug, "routes/company/content-page.tsx", { id: `content/${slug}` }),
  ),
  route("talent-philosophy", "routes/company/talent-philosophy.tsx"),
  route("quality-certifications", "routes/company/quality-certifications.tsx"),
  route("industries", "routes/industries/industry-list.tsx"),
  route("industries/:id", "routes/industries/industry-detail.tsx"),
  route("product", "routes/catalogue/product-finder.tsx"),
  route("products/:slug", "routes/catalogue/product-page.tsx"),
  route("compare", "routes/catalogue/compare.tsx"),
  route("search", "routes/catalogue/search-results.tsx"),
  route("documents", "routes/documents/document-centre.tsx"),
  route("news", "routes/media/news.tsx"),
  route("press-release", "routes/media/press-releases.tsx"),
  route("contact-us", "routes/enquiries/contact-us.tsx"),
  route("sales-enquiry", "routes/enquiries/sales-enquiry.tsx", { id: "enquiry/sales" }),
  route("request-a-sample", "routes/enquiries/sales-enquiry.tsx", { id: "enquiry/sample" }),
  route("product-enquiry", "routes/enquiries/product-enquiry.tsx"),
  route("talk-to-an-expert", "routes/expert/talk-to-an-expert.tsx"),
  route("case-studies", "routes/case-studies/case-study-list.tsx"),
  ...CASE_STUDY_SLUGS.map((slug) =>
    route(slug, "routes/case-studies/case-study.tsx", { id: `case-study/${slug}` }),
  ),
  ...INDUSTRY_PAGE_SLUGS.map((slug) =>
    route(slug, "routes/industries/industry-page.tsx", { id: `industry-page/${slug}` }),
  ),
  ...LEGAL_PAGE_SLUGS.map((slug) => route(slug, "routes/legal/legal-page.tsx", { id: `legal/${slug}` })),
];

/** The route table: the public pages in English, then under each other language's prefix (issue 17). */
export default [
  ...PUBLIC_ROUTES,
  ...PREFIXED_LOCALES.flatMap((locale) => localizedRoutes(locale, PUBLIC_ROUTES)),
  // The staff console (issue 14): its own layout, CSS and code, split from the public pages.
  ...prefix("staff", [
    layout("routes/staff/staff-layout.tsx", { id: STAFF_LAYOUT_ID }, [
      index("routes/staff/staff-home.tsx"),
      route("sign-in", "routes/staff/sign-in.tsx"),
      route("invitation/:token", "routes/staff/invitation.tsx"),
      route("password-reset", "routes/staff/password-reset.tsx"),
      route("password-reset/:token", "routes/staff/password-reset-token.tsx"),
      route("account", "routes/staff/account.tsx"),
      route("users", "routes/staff/users.tsx"),
      route("audit", "routes/staff/audit.tsx"),
      route("search", "routes/staff/console-search.tsx"),
      route("files", "routes/staff/files.tsx"),
      route("files/upload", "routes/staff/file-upload.ts"),
      route("link-targets", "routes/staff/link-targets.ts"),
      route("redirects", "routes/staff/redirects.tsx"),
      route("translations", "routes/staff/translations.tsx"),
      route("translations/:kind/:key/:language", "routes/staff/translation-editor.tsx"),
      route("enquiries", "routes/staff/enquiries.tsx"),
      route("enquiries/export", "routes/staff/enquiries-export.ts"),
      route("enquiries/personal-data", "routes/staff/enquiries-personal-data.tsx"),
      route("enquiries/personal-data/download", "routes/staff/enquiries-personal-data-download.ts"),
      route("enquiries/:reference", "routes/staff/enquiries-lead.tsx"),
      route("lead-sources", "routes/staff/lead-sources.tsx"),
      route("reply-templates", "routes/staff/reply-templates.tsx"),
      route("response-times", "routes/staff/response-times.tsx"),
      route("routing", "routes/staff/routing.tsx"),
      route("webhooks", "routes/staff/webhooks.tsx"),
      route("webhooks/:id", "routes/staff/webhook.tsx"),
      // Every content kind (decision 104), after the pages above, which outrank these patterns.
      route(":kind", "routes/staff/kind-page.tsx"),
      route(":kind/new", "routes/staff/kind-editor.tsx", { id: "staff/kind/new" }),
      route(":kind/:key", "routes/staff/kind-editor.tsx", { id: "staff/kind/item" }),
    ]),
  ]),
  // Last, and matched only when nothing else is: every unknown path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
