import { AUDITED_PAGES, firstProductPage } from "../../scripts/support/audited-pages.ts";
import { staticPaths } from "../support/route-table.ts";

/** Stands for the product page the finder links to first, found once the site runs. */
const FIRST_PRODUCT_PAGE = "the finder's first product page";

/*
 * The pages of the four crawls the page crawl replaced, each under its own name, so that it is plain
 * the union holds them all.
 */

/** The axe crawl's: every route of the spec's table, the finder and search in their states, the error pages. */
const AXE_PAGES = [
  ...staticPaths(),
  "/board-of-directors/david-achebe",
  "/corporate-team/owen-pritchard",
  "/industries/recycling-water-treatment",
  "/products/fenfoam-s-120",
  "/product?cat_id=3",
  "/product?query=qqqzzz",
  "/product?query=foam",
  "/product?cat_id=3&cert=halal",
  "/product?industry=food-processing&cert=halal,kosher",
  "/product?cat_id=3&compare=fenfoam-a-120,fenfoam-a-110",
  "/products/fenfoam-v-15?compare=fenfoam-s-120",
  "/compare?products=fenfoam-s-120,fenfoam-v-15,fenlube-fg-2",
  "/compare?products=fenfoam-s-120,no-such-product",
  "/search?search=foam",
  "/error",
  "/no-such-page",
];

/** The reflow (320 px) and text size (200%) crawls': the table's routes, two pages with parameters, German. */
const REFLOW_PAGES = [
  ...staticPaths(),
  "/products/fenfoam-s-120",
  "/industries/recycling-water-treatment",
  // German's longer words test the shell and the forms hardest; the other languages share their layout.
  "/de/",
  "/de/product",
  "/de/sales-enquiry",
];

/** The crawl for requests to other origins: the table's routes and two pages with parameters. */
const THIRD_PARTY_PAGES = [
  ...staticPaths(),
  "/products/fenfoam-s-120",
  "/industries/recycling-water-treatment",
];

/**
 * The Content-Security-Policy crawl's: the page types `npm run lighthouse` measures, whose policies
 * the crawl checks freshly rendered and, having just asked for them without a cookie, from the page cache.
 */
export const PAGE_CACHE_PAGES = [...AUDITED_PAGES, FIRST_PRODUCT_PAGE];

/** What the page crawl visits at every viewport, every page with every check. */
export const CRAWLED_PAGES = [
  ...new Set([...AXE_PAGES, ...REFLOW_PAGES, ...THIRD_PARTY_PAGES, ...PAGE_CACHE_PAGES]),
];

/** The address of a crawled page. */
export async function addressOf(page: string, baseURL: string): Promise<string> {
  if (page !== FIRST_PRODUCT_PAGE) return page;
  const address = await firstProductPage(baseURL);
  if (!address) throw new Error("the finder links to no product page");
  return address;
}
