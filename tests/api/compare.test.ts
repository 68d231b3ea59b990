import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage, request } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const S120 = "fenfoam-s-120";
const P340 = "fenfoam-p-340";
const V15 = "fenfoam-v-15";
const FG2 = "fenlube-fg-2";
const B30 = "fenrelease-b-30";

/** The text of a page without its tags, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The table's product columns, by their heads' product links. */
const columnsOf = (html: string) =>
  [...html.matchAll(/<th scope="col" class="compare-product"><a [^>]*href="\/products\/([a-z0-9-]+)"/g)].map(
    (match) => match[1],
  );

describe("GET /compare", () => {
  it.each([[[S120, V15]], [[S120, P340, V15]], [[S120, P340, V15, FG2]]])(
    "compares %j in one table, in the order asked, as a page not for search engines",
    async (slugs) => {
      const { status, html } = await getPage(service, `/compare?products=${slugs.join(",")}`);
      expect(status).toBe(200);
      expect(columnsOf(html)).toEqual(slugs);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      const text = textOf(html);
      for (const row of [
        "Category",
        "Chemistry",
        "Form",
        "Activity",
        "Typical properties",
        "Certifications",
      ]) {
        expect(text).toContain(row);
      }
      // Every column links to the product's datasheet.
      expect(html.match(/type="application\/pdf"/g)?.length).toBeGreaterThanOrEqual(slugs.length);
    },
  );

  it("marks the rows that differ in words, not by colour alone, and not the rows that agree", async () => {
    const { html } = await getPage(service, `/compare?products=${S120},${V15}`);
    const rows = [
      ...html.matchAll(
        /<tr class="([^"]+)"><th scope="row">([^<]+)(<span class="compare-differs">Differs<\/span>)?/g,
      ),
    ];
    const byLabel = new Map(rows.map((match) => [match[2], Boolean(match[3])]));
    // Both are foam control agents; S-120 is a silicone with Kosher for Passover, V-15 a vegetable oil without.
    expect(byLabel.get("Category")).toBe(false);
    expect(byLabel.get("Chemistry")).toBe(true);
    expect(byLabel.get("Kosher for Passover")).toBe(true);
    expect(byLabel.get("Kosher")).toBe(false);
    for (const [, className, , marker] of rows) {
      expect(className?.includes("compare-row--differs")).toBe(Boolean(marker));
    }
    expect(textOf(html)).toContain("Yes (KFC-P-2025-0001)");
  });

  it("shows one product with a hint to add another", async () => {
    const { status, html } = await getPage(service, `/compare?products=${S120}`);
    expect(status).toBe(200);
    expect(textOf(html)).toContain("Only one product is chosen");
  });

  it("asks for products when none are named", async () => {
    for (const path of ["/compare", "/compare?products=", "/compare?products=,,"]) {
      const { status, html } = await getPage(service, path);
      expect(status, path).toBe(200);
      expect(textOf(html), path).toContain("No products are chosen yet");
    }
  });

  it.each([
    {
      name: "an unknown product",
      path: `/compare?products=${S120},no-such-product`,
      status: 404,
      message: "We have no product “no-such-product” in our catalogue",
      instead: `/compare?products=${S120}`,
    },
    {
      name: "more than four products",
      path: `/compare?products=${S120},${P340},${V15},${FG2},${B30}`,
      status: 400,
      message: "This address names 5 products; up to 4 can be compared at once.",
      instead: `/compare?products=${S120},${P340},${V15},${FG2}`,
    },
    {
      name: "a product twice",
      path: `/compare?products=${S120},${V15},${S120}`,
      status: 400,
      message: `This address names ${S120} more than once`,
      instead: `/compare?products=${S120},${V15}`,
    },
    {
      name: "something that is not a product's name",
      path: "/compare?products=fenfoam-s-120,%3Cscript%3E",
      status: 400,
      message: "This address names something that is not a product: “&lt;script&gt;”.",
      instead: undefined,
    },
  ])("answers $name with $status and says what is wrong", async ({ path, status, message, instead }) => {
    const response = await getPage(service, path);
    expect(response.status).toBe(status);
    expect(response.html).toContain(message.replaceAll("“", "“"));
    expect(columnsOf(response.html)).toEqual([]);
    if (instead) expect(response.html).toContain(`href="${instead}"`);
    expect(response.html).not.toContain("<script>");
  });

  it("prints without the site's header, footer and buttons", async () => {
    const { html } = await getPage(service, `/compare?products=${S120},${V15}`);
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeDefined();
    const stylesheet = await (await request(service, css ?? "")).text();
    expect(stylesheet).toMatch(/@media print\{[^}]*\.site-header[^}]*display:none/);
  });
});

describe("the compare list on the finder and product pages", () => {
  it("adds a product to the finder's address with a link, without JavaScript", async () => {
    // The first page of foam control agents starts with Fenfoam A-120 and A-110.
    const { html } = await getPage(service, "/product?cat_id=3");
    expect(html).toContain('href="/product?cat_id=3&amp;compare=fenfoam-a-120"');
    const chosen = await getPage(service, "/product?cat_id=3&compare=fenfoam-a-120,fenfoam-a-110");
    expect(chosen.status).toBe(200);
    // The tray links to the comparison; a chosen product's link takes it out again.
    expect(chosen.html).toContain('href="/compare?products=fenfoam-a-120,fenfoam-a-110"');
    expect(chosen.html).toContain('href="/product?cat_id=3&amp;compare=fenfoam-a-110"');
    // The canonical address of the page stays the category's.
    expect(chosen.html).toMatch(/<link rel="canonical" href="[^"]*\/product\?cat_id=3"/);
  });

  it("keeps the list in the canonical facet address: one 301 puts it before the facets", async () => {
    const response = await request(
      service,
      `/product?cert=halal&COMPARE=${V15.toUpperCase()},${S120},${V15}&cat_id=3`,
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/product?cat_id=3&compare=${V15},${S120}&cert=halal`);
    const canonical = await request(service, `/product?cat_id=3&compare=${V15},${S120}&cert=halal`);
    expect(canonical.status).toBe(200);
  });

  it("carries the list on a product page, whose Compare link adds the product", async () => {
    const { status, html } = await getPage(service, `/products/${V15}?compare=${S120}`);
    expect(status).toBe(200);
    expect(html).toContain(`href="/products/${V15}?compare=${S120},${V15}"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/products/${V15}"`));
  });
});
