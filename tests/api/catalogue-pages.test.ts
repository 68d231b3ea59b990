import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHEMICAL_SOLUTIONS_CATEGORY_ID,
  FOOTER_SECTIONS,
  isGroup,
  type MenuItem,
  mainMenu,
  productListPath,
} from "#app/navigation/menu.ts";
import { readProducts } from "#server/catalogue/content-files.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { getPage, jsonOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const SITE = "https://www.fenmoor-chemicals.example";
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE });
});
afterAll(() => service.stop());

const products = readProducts(CONTENT_DIR);

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
}

describe("product pages", () => {
  it("show the product's data, datasheet link and Product structured data", async () => {
    const { status, html } = await getPage(service, "/products/fenfoam-s-120");
    expect(status).toBe(200);
    expect(html).toContain("<h1>Fenfoam S-120</h1>");
    expect(html).toContain("Silicone antifoam emulsion");
    expect(html).toContain('href="/files/datasheets/fenfoam-s-120.pdf"');
    expect(html).toContain("Request a sample");
    const product = jsonLd(html).find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Fenfoam S-120",
      category: "Foam Control Agents",
      url: `${SITE}/products/fenfoam-s-120`,
    });
  });

  it("open the forms on their product, and only on a real one", async () => {
    const sample = (await getPage(service, "/request-a-sample?product=Fenfoam+A-30")).html;
    expect(sample).toContain('<option value="3" selected="">Foam Control Agents</option>');
    expect(sample).toContain('<option value="Fenfoam A-30" selected="">Fenfoam A-30</option>');
    // Dust control is not one of the forms' product families: the product is named in the message.
    const outside = (await getPage(service, "/product-enquiry?product=Fendust+D-5")).html;
    expect(outside).toMatch(/<textarea[^>]*>Product: Fendust D-5\n<\/textarea>/);
    const unknown = (await getPage(service, "/sales-enquiry?product=Fenfoam+Z-1")).html;
    expect(unknown).not.toContain("Fenfoam Z-1");
    expect(unknown).not.toMatch(/<option value="[^"]+" selected="">/);
  });

  it("are offered by the forms' product select (without JavaScript) in the API's order", async () => {
    const { html } = await getPage(service, "/sales-enquiry");
    const group = html.match(/<optgroup label="Anti-static Agents">(.*?)<\/optgroup>/)?.[1] ?? "";
    const offered = [...group.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]);
    const listed = await jsonOf(service, "/api/list?catId=28&all=true");
    expect(offered.length).toBeGreaterThan(3);
    expect(offered).toEqual(listed.data.map((item: { name: string }) => item.name));
  });

  it("answer 404 for an unknown or discontinued product", async () => {
    const discontinued = products.find((product) => !product.active);
    expect((await getPage(service, "/products/no-such-product")).status).toBe(404);
    expect((await getPage(service, `/products/${discontinued?.slug}`)).status).toBe(404);
  });

  it("are listed in the sitemap, discontinued ones not", async () => {
    const sitemap = (await getPage(service, "/sitemap.xml")).html;
    for (const product of products)
      expect(sitemap.includes(`<loc>${SITE}/products/${product.slug}</loc>`), product.slug).toBe(
        product.active,
      );
  });
});

describe("finder and search pages rendered on the server", () => {
  it("render the first results of any finder URL", async () => {
    const { status, html } = await getPage(service, "/product?cat_id=29&page=2");
    expect(status).toBe(200);
    expect(html).toMatch(/Showing 11–1\d of 1\d products/);
    expect(html).not.toContain('aria-labelledby="category-panel-title"');
    const panel = (await getPage(service, "/product?cat=29&cat=31")).html;
    expect(panel).toContain('aria-labelledby="category-panel-title"');
    expect(panel.match(/checked=""/g)).toHaveLength(2);
  });

  it("list the products of the spec's eleven categories under the Chemical Solutions link", async () => {
    const spec = await jsonOf(service, "/api/list?catId=28,35,36,3,4,5,7,32,6,33,34");
    const { html } = await getPage(service, productListPath(CHEMICAL_SOLUTIONS_CATEGORY_ID));
    expect(html).toMatch(/<h1[^>]*>Chemical Solutions/);
    expect(html).toContain(`of ${spec.total} products`);
  });

  it("show a named category with products behind every finder link of the menus", async () => {
    const links = (items: MenuItem[]): string[] =>
      items.flatMap((item) => [
        ...("to" in item && item.to?.startsWith("/product?") ? [item.to] : []),
        ...(isGroup(item) ? links(item.children) : []),
      ]);
    const productMenu = await service.services.search.productMenu();
    const targets = new Set(links([...mainMenu(productMenu), ...FOOTER_SECTIONS]));
    expect(targets.size).toBeGreaterThan(10);
    for (const target of targets) {
      const { status, html } = await getPage(service, target);
      expect(status, target).toBe(200);
      expect(html, target).not.toMatch(/<h1[^>]*>Product Finder/);
      expect(html, target).toMatch(/Showing 1–\d+ of [1-9]\d* products?/);
    }
  });

  it("read a comma-joined cat_id, as the old site linked, as ticked boxes", async () => {
    const both = await jsonOf(service, "/api/list?catId=28,35");
    const { html } = await getPage(service, "/product?cat_id=28,35");
    expect(html).toContain('aria-labelledby="category-panel-title"');
    expect(html.match(/checked=""/g)).toHaveLength(2);
    expect(html).toContain(`of ${both.total} products`);
  });

  it("say the spec's texts when nothing matches", async () => {
    const { html } = await getPage(service, "/product?query=qqqzzz");
    expect(html).toContain("No Product Found");
    expect(html).toContain("We did not find any product or Category: qqqzzz");
  });

  it("tolerate values they cannot use", async () => {
    for (const query of ["cat_id=x", "cat=1e9", `query=${"a".repeat(500)}`])
      expect((await getPage(service, `/product?${query}`)).status, query).toBe(200);
  });

  it("list the search page's four kinds of result, or No Record Found", async () => {
    const { html } = await getPage(service, "/search?search=kosher");
    expect(html).toContain("Products</h2>");
    expect(html).toContain("News</h2>");
    expect(html).toContain("Press releases</h2>");
    expect((await getPage(service, "/search?search=qqqzzz")).html).toContain("No Record Found");
  });

  it("show the no-results block on the search page without a query, whose four lists are empty", async () => {
    for (const path of ["/search", "/search?search=", "/de/search"]) {
      const { html } = await getPage(service, path);
      expect(html, path).toMatch(
        /<div class="empty-state" role="status"><p class="empty-state-title">[^<]+<\/p>/,
      );
    }
  });
});
