import { afterAll, beforeAll, expect, it } from "vitest";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { staticPaths } from "../support/route-table.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const PRODUCT = "Fenfoam S-120";

/**
 * Every route of the table, each page type with a parameter, the forms with a product, the expert's
 * later steps and a bad one, a query and a 404.
 */
const pages: { path: string; status: number }[] = [
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

async function fetchPage(path: string, status: number): Promise<HtmlDocument> {
  const response = await service.fetch(path);
  expect(response.status, path).toBe(status);
  return { name: path, html: await response.text() };
}

it("serves valid HTML on every route (Nu HTML Checker)", { timeout: 180_000 }, async () => {
  const documents = await Promise.all(pages.map(({ path, status }) => fetchPage(path, status)));
  // A news item's link (`?item=`) redirects to the page that holds it, with the item as fragment.
  const itemLink = await service.fetch("/news?item=101");
  const itemPage = itemLink.headers.get("location");
  expect(itemPage).toMatch(/^\/news(\?page=\d+)?#101$/);
  documents.push(await fetchPage(itemPage?.replace(/#.*/, "") ?? "", 200));
  // Pages offering the visitor's language (decision 066).
  for (const [path, language] of [
    ["/who-we-are", "de"],
    ["/de/", "en"],
  ] as const) {
    const offered = await service.fetch(path, { headers: { "accept-language": language } });
    const html = await offered.text();
    expect(html, path).toContain('class="language-suggestion"');
    documents.push({ name: `${path} (Accept-Language: ${language})`, html });
  }

  expect(htmlErrors(documents)).toEqual([]);
});
