import type { TeamKind } from "../company/company-pages.ts";

/** The addresses of the site's pages (spec 2.1), built in one place for links, canonicals and the sitemap. */

export const NEWS_PATH = "/news";

/** The address of one page of news; the first page has no query, so it has one canonical URL. */
export function newsPageHref(page: number, hash = ""): string {
  return `${page > 1 ? `${NEWS_PATH}?page=${page}` : NEWS_PATH}${hash}`;
}

/** A news item on the first news page (spec 2.4: `/news#<id>` scrolls to it and highlights it). */
export function newsItemHref(id: number | string): string {
  return `${NEWS_PATH}#${id}`;
}

/** The news page looks up which page holds an item and redirects there, to the item. */
export function newsItemLookupHref(id: number | string): string {
  return `${NEWS_PATH}?item=${id}`;
}

export const PRESS_RELEASES_PATH = "/press-release";

/** The press releases of one year, or of every year. */
export function pressReleasesHref(year?: number | string | null): string {
  return year ? `${PRESS_RELEASES_PATH}?year=${year}` : PRESS_RELEASES_PATH;
}

/** A press release's own address: the list of its year, at the release (decision 070). */
export function pressReleaseLookupHref(id: number | string): string {
  return `${PRESS_RELEASES_PATH}?item=${id}`;
}

/** Site search (spec 2.5): products, categories, news and press releases for `?search=`. */
export const SEARCH_PATH = "/search";

export const CASE_STUDIES_PATH = "/case-studies";

export const QUALITY_CERTIFICATIONS_PATH = "/quality-certifications";

/** The sample request, which also lists the sample basket and takes its changes (decision 052). */
export const SAMPLE_REQUEST_PATH = "/request-a-sample";

/** Talk to an expert: three questions, each a GET step, ending in products and a routed enquiry. */
export const EXPERT_PATH = "/talk-to-an-expert";

export function productHref(slug: string): string {
  return `/products/${slug}`;
}

/** The document centre: every product's documents, found by product, type, language and country. */
export const DOCUMENTS_PATH = "/documents";

export const INDUSTRIES_PATH = "/industries";

export function industryHref(slug: string): string {
  return `${INDUSTRIES_PATH}/${slug}`;
}

/** Case studies, industry pages, legal and company pages sit at the top level of the site. */
export function topLevelPageHref(slug: string): string {
  return `/${slug}`;
}

export function teamHref(kind: TeamKind): string {
  return `/${kind}`;
}

export function teamProfileHref(kind: TeamKind, slug: string): string {
  return `${teamHref(kind)}/${slug}`;
}
