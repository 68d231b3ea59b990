/**
 * Inputs an attacker would try, shared by the fuzz test (tests/api/fuzz.test.ts) and the probe
 * (`npm run probe`): every input the site reads and the values sent to it.
 */

/** Every GET endpoint and page that reads input, with the query parameters it reads. */
export const GET_TARGETS: { path: string; params: string[] }[] = [
  { path: "/api/list", params: ["query", "catId", "skip", "all"] },
  { path: "/api/autocomplete-list", params: ["search", "pagesearch"] },
  { path: "/api/category-list", params: [] },
  { path: "/api/page/who-we-are", params: [] },
  { path: "/api/press-release", params: ["year"] },
  { path: "/api/media-list", params: ["skip"] },
  { path: "/product", params: ["cat_id", "name", "query", "page"] },
  { path: "/search", params: ["search"] },
  { path: "/news", params: ["page", "item"] },
  { path: "/press-release", params: ["year"] },
];

/** Path segments that end up as slugs or file names. */
export const SLUG_TARGETS = [
  "/api/page/",
  "/api/teams/board-of-directors/",
  "/api/industries-detail/",
  "/products/",
  "/industries/",
  "/files/",
];

/** Markup that must never come back live. */
export const MARKER = "<script>alert(1)</script>";

/** Values known to break naive code: markup, SQL, traversal, control characters, odd numbers, sizes. */
export const HOSTILE_STRINGS = [
  MARKER,
  `"><img src=x onerror=alert(1)>`,
  "' OR 1=1 --",
  "1; DROP TABLE products; --",
  "%00",
  "\u0000\u0001\u001f",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%252e%252e%252f",
  "-1",
  "1e309",
  "NaN",
  "9".repeat(400),
  "a".repeat(5000),
  "\u202e\u0301\ufeff",
  "[object Object]",
  "true",
  "",
];

/** The pages whose no-JavaScript form posts to themselves, by the enquiry they send. */
export const FORM_PAGES = {
  contact: "/contact-us",
  sales: "/sales-enquiry",
  sample: "/request-a-sample",
  product: "/product-enquiry",
  expert: "/talk-to-an-expert?industry=fermentation&process=food-contact&problem=foam",
};
