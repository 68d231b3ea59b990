import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { CASE_STUDY_SLUGS } from "#shared/case-studies/case-study-slugs.ts";
import { COMPARE_PATH } from "#shared/catalogue/compare-list.ts";
import { TEAM_KINDS } from "#shared/company/company-pages.ts";
import {
  BASE_LOCALE,
  LANGUAGE_TAGS,
  LOCALES,
  type Locale,
  localeOfPath,
  localizedPath,
} from "#shared/i18n/locales.ts";
import { INDUSTRY_PAGE_SLUGS } from "#shared/industries/industry-page-slugs.ts";
import {
  industryHref,
  NEWS_PATH,
  PRESS_RELEASES_PATH,
  productHref,
  SEARCH_PATH,
  teamProfileHref,
  topLevelPageHref,
} from "#shared/site/page-hrefs.ts";
import { isStaffUrl } from "#shared/staff/paths.ts";
import { PROJECT_ROOT } from "../http/files.ts";
import type { Services } from "../services.ts";
import { untranslatedPaths } from "../translations/untranslated-paths.ts";

/**
 * Routes that are not pages worth indexing: the error page, the placeholder, search without a query,
 * and the comparison without products (every comparison is `noindex`, decision 053).
 */
const EXCLUDED = new Set(["/error", "/about", SEARCH_PATH, COMPARE_PATH]);

/**
 * The route table's pages whose content can be taken down in the console (case studies, industry
 * pages): listed from the database instead, so an unpublished one leaves the sitemap.
 */
const EDITABLE_PAGES = new Set([...CASE_STUDY_SLUGS, ...INDUSTRY_PAGE_SLUGS].map(topLevelPageHref));

/**
 * Public English paths of the route table without parameters (not the staff console), read from
 * the production build; the other languages' routes are the same pages under a prefix.
 */
async function staticPagePaths(): Promise<string[]> {
  const buildFile = pathToFileURL(path.join(PROJECT_ROOT, "build/server/index.js")).href;
  const build = (await import(buildFile)) as ServerBuild;
  const paths = Object.values(build.routes).flatMap((route) => {
    if (!route || route.id === "root") return [];
    if (route.index) return ["/"];
    return route.path && !route.path.includes(":") && !route.path.includes("*") ? [`/${route.path}`] : [];
  });
  return [...new Set(paths)]
    .filter(
      (pathname) =>
        localeOfPath(pathname) === BASE_LOCALE &&
        !EXCLUDED.has(pathname) &&
        !EDITABLE_PAGES.has(pathname) &&
        !isStaffUrl(pathname),
    )
    .sort();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Where the sitemap's paths come from: the route table's fixed pages, then one source per kind
 * of page with a slug. A new kind of page adds its source here.
 */
const SITEMAP_SOURCES: ((services: Services) => Promise<string[]>)[] = [
  () => staticPagePaths(),
  async ({ company }) =>
    (
      await Promise.all(
        TEAM_KINDS.map(async (kind) =>
          (await company.team(kind)).map((member) => teamProfileHref(kind, member.slug)),
        ),
      )
    ).flat(),
  async ({ company }) => (await company.industries()).map((industry) => industryHref(industry.slug)),
  async ({ catalogue }) => (await catalogue.productSlugs()).map(productHref),
  async ({ caseStudies }) => (await caseStudies.slugs()).map(topLevelPageHref),
  async ({ industryPages }) => (await industryPages.list()).map((page) => topLevelPageHref(page.slug)),
];

/** The English address of every public page; each is also served in the other languages. */
async function sitemapPaths(services: Services): Promise<string[]> {
  return (await Promise.all(SITEMAP_SOURCES.map((source) => source(services)))).flat();
}

/** Every address a live page answers at: the sitemap's, and the routes it leaves out (decision 079). */
export async function livePagePaths(services: Services): Promise<string[]> {
  return [...(await sitemapPaths(services)), ...EXCLUDED];
}

/** The lists that grow by dated items carry their newest item's date, so a crawler sees a new one. */
async function lastModified({ media }: Services): Promise<Map<string, string>> {
  const latest = await media.latestDates();
  const dates: [string, string | undefined][] = [
    [NEWS_PATH, latest.news],
    [PRESS_RELEASES_PATH, latest.pressReleases],
  ];
  return new Map(dates.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * One page in one language, with the same page in each language that lists it and x-default (the
 * English page), and its list's date when it has one.
 */
function urlEntry(
  siteUrl: string,
  englishPath: string,
  locale: Locale,
  locales: readonly Locale[],
  date?: string,
) {
  const link = (hreflang: string, pathname: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${pathname}`)}"/>`;
  const alternates = [
    ...locales.map((other) => link(LANGUAGE_TAGS[other], localizedPath(englishPath, other))),
    link("x-default", englishPath),
  ];
  const loc = escapeXml(`${siteUrl}${localizedPath(englishPath, locale)}`);
  const lastmod = date ? `<lastmod>${date}</lastmod>` : "";
  return `  <url><loc>${loc}</loc>${lastmod}${alternates.join("")}</url>`;
}

/**
 * sitemap.xml: every public page in every language, absolute on the public site address; a page whose
 * content lacks a language's translation is left out of that language (decision 063).
 */
export async function renderSitemap(services: Services, siteUrl: string): Promise<string> {
  const [paths, dates, untranslated] = await Promise.all([
    sitemapPaths(services),
    lastModified(services),
    untranslatedPaths(services.database.db, services.contentEditing.kinds, services.translations),
  ]);
  const listedIn = (pathname: string) =>
    LOCALES.filter((locale) => locale === BASE_LOCALE || !untranslated.get(locale)?.has(pathname));
  const urls = LOCALES.flatMap((locale) =>
    paths.flatMap((pathname) => {
      const locales = listedIn(pathname);
      return locales.includes(locale)
        ? [urlEntry(siteUrl, pathname, locale, locales, dates.get(pathname))]
        : [];
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
