import { staticPaths } from "./route-table.ts";

const PRODUCT = "Fenfoam S-120";

/**
 * Every route of the table, each page type with a parameter, the forms with a product, the expert's
 * later steps and a bad one, a query and a 404: with the status each answers. Tests that check every
 * page's HTML read this list.
 */
export const SAMPLE_PAGES: readonly { path: string; status: number }[] = [
  ...staticPaths().map((path) => ({ path, status: 200 })),
  { path: "/products/fenfoam-s-120", status: 200 },
  { path: "/industries/recycling-water-treatment", status: 200 },
  { path: "/board-of-directors/david-achebe", status: 200 },
  { path: "/corporate-team/owen-pritchard", status: 200 },
  { path: "/news?page=2", status: 200 },
  { path: "/product?query=foam", status: 200 },
  { path: "/product?cat_id=3", status: 200 },
  { path: "/product?query=qqqzzz", status: 200 },
  { path: "/search?search=foam", status: 200 },
  { path: "/documents?product=fenfoam&language=de", status: 200 },
  { path: "/compare?products=fenfoam-s-120,fenfoam-a-30", status: 200 },
  ...["/product-enquiry", "/sales-enquiry", "/request-a-sample"].map((form) => ({
    path: `${form}?product=${encodeURIComponent(PRODUCT)}`,
    status: 200,
  })),
  { path: "/talk-to-an-expert?industry=textiles", status: 200 },
  { path: "/talk-to-an-expert?industry=textiles&process=voc-free", status: 200 },
  { path: "/talk-to-an-expert?industry=textiles&process=voc-free&problem=static", status: 200 },
  { path: "/talk-to-an-expert?industry=textiles&process=oops", status: 400 },
  { path: "/error", status: 404 },
  { path: "/no-such-page", status: 404 },
];
