import { COMPARE_PATH, COMPARE_PRODUCTS_PARAM } from "../catalogue/compare-list.ts";
import { COMPARE_LIST_PARAM } from "../catalogue/compare-param.ts";
import { FACET_KEYS } from "../catalogue/facet-params.ts";
import { FINDER_PATH } from "../catalogue/finder-url.ts";
import { DOCUMENTS_PATH, EXPERT_PATH, NEWS_PATH, PRESS_RELEASES_PATH, SEARCH_PATH } from "./page-hrefs.ts";

/**
 * The query parameters the pages read, by page. The server's page cache keys a page by its path and
 * these parameters alone, so campaign tags (`utm_*`, `gclid`, …) and unknown parameters share the
 * page's cached copy instead of creating copies of their own. A page that starts reading a parameter
 * must name it here: the loaders read the names from these objects for that reason.
 */

/** The page number of every paged list (the finder, news): a whole number from 1. */
export const LIST_PAGE = "page";

/**
 * The product finder (spec 2.5): search text, a product chosen in the suggestions, categories, page;
 * and the facets, one parameter each, named by their keys in shared/catalogue/facet-params.ts.
 */
export const FINDER_QUERY = {
  query: "query",
  productName: "name",
  categoryId: "cat_id",
  ticked: "cat",
  page: LIST_PAGE,
  compare: COMPARE_LIST_PARAM,
  /** A signed-in editor's draft of the category shown (`cat_id`) to preview. */
  preview: "preview",
} as const;

/** A product page: the list of products being chosen for a comparison (decision 053). */
export const PRODUCT_PAGE_QUERY = { compare: COMPARE_LIST_PARAM } as const;

/** The comparison (decision 053): the products compared. */
export const COMPARE_QUERY = { products: COMPARE_PRODUCTS_PARAM } as const;

/** Site search (spec 2.6). */
export const SEARCH_QUERY = { text: "search" } as const;

/** News (spec 2.9): a page number, or an item to find the page of; a signed-in editor's draft to preview. */
export const NEWS_QUERY = { page: LIST_PAGE, item: "item", preview: "preview" } as const;

/** Press releases (spec 2.9): one year; a release to find the year of; a signed-in editor's draft to preview. */
export const PRESS_RELEASE_QUERY = { year: "year", item: "item", preview: "preview" } as const;

/** The document centre: product text, type, language, country (in this order in its addresses), page. */
export const DOCUMENTS_QUERY = {
  product: "product",
  type: "type",
  language: "language",
  country: "country",
  page: LIST_PAGE,
} as const;

/** The enquiry forms: the product a product page asked about. */
export const ENQUIRY_QUERY = { product: "product" } as const;

/** Talk to an expert: one answer per question, in the order they are asked (decision 054). */
export const EXPERT_QUERY = { industry: "industry", process: "process", problem: "problem" } as const;

/** Parameter names by page path, as the route table (app/routes.ts) spells it; other pages read none. */
export const PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  [FINDER_PATH]: [...Object.values(FINDER_QUERY), ...FACET_KEYS],
  "/products/:slug": Object.values(PRODUCT_PAGE_QUERY),
  [COMPARE_PATH]: Object.values(COMPARE_QUERY),
  [SEARCH_PATH]: Object.values(SEARCH_QUERY),
  [NEWS_PATH]: Object.values(NEWS_QUERY),
  [PRESS_RELEASES_PATH]: Object.values(PRESS_RELEASE_QUERY),
  [DOCUMENTS_PATH]: Object.values(DOCUMENTS_QUERY),
  "/contact-us": Object.values(ENQUIRY_QUERY),
  "/sales-enquiry": Object.values(ENQUIRY_QUERY),
  "/request-a-sample": Object.values(ENQUIRY_QUERY),
  "/product-enquiry": Object.values(ENQUIRY_QUERY),
  [EXPERT_PATH]: Object.values(EXPERT_QUERY),
};
