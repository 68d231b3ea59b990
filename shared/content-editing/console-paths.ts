/**
 * The console's addresses for editable content, one pattern per kind (issue 15):
 * `/staff/<kind>` lists, `/staff/<kind>/new` creates, `/staff/<kind>/<key>` edits.
 */
export function contentItemPath(kind: string, key: string | number): string {
  return `/staff/${kind}/${key}`;
}

/** The news console's addresses, as the route and access tables name them (the pattern above, spelled out). */
export const NEWS_LIST_PATH = "/staff/news";
export const NEWS_NEW_PATH = "/staff/news/new";
export const NEWS_ITEM_PATH = "/staff/news/:key";

/** The product console's addresses: a product is edited at its own address's slug (issue 15). */
export const PRODUCTS_LIST_PATH = "/staff/products";
export const PRODUCT_NEW_PATH = "/staff/products/new";
export const PRODUCT_ITEM_PATH = "/staff/products/:key";

/** The press-release console's addresses (decision 070). */
export const PRESS_RELEASE_ITEM_PATH = "/staff/press-releases/:key";

/** The category console's addresses (decision 072). */
export const CATEGORY_ITEM_PATH = "/staff/categories/:key";

/** The redirect table: every redirect listed, the editors' own added, changed and deleted on it (decision 079). */
export const REDIRECTS_PATH = "/staff/redirects";

/** The industries, case studies and industry pages: fixed sets, edited at their own slugs; none is created. */
export const INDUSTRY_ITEM_PATH = "/staff/industries/:key";
export const CASE_STUDY_ITEM_PATH = "/staff/case-studies/:key";
export const INDUSTRY_PAGE_ITEM_PATH = "/staff/industry-pages/:key";

/** The home page's banner is one item, edited at the kind's own address. */
export const HOME_EDITOR_PATH = "/staff/home";
/** The seven company pages, by slug: listed and edited, never created (decision 073). */
export const PAGES_LIST_PATH = "/staff/pages";
export const PAGE_ITEM_PATH = "/staff/pages/:key";

/** The two teams, at the same first segment as their public pages; a member's key is its address. */
export const BOARD_ITEM_PATH = "/staff/board-of-directors/:key";
export const CORPORATE_TEAM_NEW_PATH = "/staff/corporate-team/new";
export const CORPORATE_TEAM_ITEM_PATH = "/staff/corporate-team/:key";

/** The single records of content/site.json: the company identity and, for admins, the enquiry recipients. */
export const SITE_PATH = "/staff/site";
export const RECIPIENTS_PATH = "/staff/enquiry-recipients";

/** The translations of the content (decision 063): what each language lacks, and each item's texts side by side. */
export const TRANSLATIONS_PATH = "/staff/translations";
export const TRANSLATION_ITEM_PATH = "/staff/translations/:kind/:key/:language";

export function translationItemPath(kind: string, key: string, language: string): string {
  return `${TRANSLATIONS_PATH}/${kind}/${encodeURIComponent(key)}/${language}`;
}
