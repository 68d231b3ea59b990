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
export const PRODUCT_ITEM_PATH = "/staff/products/:slug";

/** The press-release console's addresses (decision 070). */
export const PRESS_RELEASES_LIST_PATH = "/staff/press-releases";
export const PRESS_RELEASE_NEW_PATH = "/staff/press-releases/new";
export const PRESS_RELEASE_ITEM_PATH = "/staff/press-releases/:key";

/** The category console's addresses (decision 072). */
export const CATEGORIES_LIST_PATH = "/staff/categories";
export const CATEGORY_NEW_PATH = "/staff/categories/new";
export const CATEGORY_ITEM_PATH = "/staff/categories/:key";

/** The redirect table: every redirect listed, the editors' own added, changed and deleted on it (decision 079). */
export const REDIRECTS_PATH = "/staff/redirects";

/** The industries, case studies and industry pages: fixed sets, edited at their own slugs; none is created. */
export const INDUSTRIES_LIST_PATH = "/staff/industries";
export const INDUSTRY_ITEM_PATH = "/staff/industries/:key";
export const CASE_STUDIES_LIST_PATH = "/staff/case-studies";
export const CASE_STUDY_ITEM_PATH = "/staff/case-studies/:key";
export const INDUSTRY_PAGES_LIST_PATH = "/staff/industry-pages";
export const INDUSTRY_PAGE_ITEM_PATH = "/staff/industry-pages/:key";

/** The home page's banner is one item, edited at the kind's own address. */
export const HOME_EDITOR_PATH = "/staff/home";
