import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACET_KEYS, type FacetKey } from "#shared/catalogue/facet-params.ts";
import { FACETS } from "#shared/catalogue/facets.ts";
import { getJson, getPage, request } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

type FacetAnswer = {
  facet: FacetKey;
  label: string;
  values: { value: string; label: string; count: number }[];
};
type ListAnswer = { data: { name: string }[]; total: number; facets?: FacetAnswer[] };

/** Active products holding every given value, counted in the database itself. */
async function directCount(chosen: [FacetKey, string][], categoryId?: number): Promise<number> {
  const { db } = service.services.database;
  let query = db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("products.active", "=", 1);
  if (categoryId !== undefined) query = query.where("products.category_id", "=", categoryId);
  for (const [facet, value] of chosen)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_facets")
          .select("product_facets.value")
          .whereRef("product_facets.product_id", "=", "products.id")
          .where("product_facets.facet", "=", facet)
          .where("product_facets.value", "=", value),
      ),
    );
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe("GET /api/list with facets", () => {
  it("lists the facets in the order of their URL parameters", () => {
    expect(FACETS.map((facet) => facet.key)).toEqual(FACET_KEYS);
  });

  it("holds the spec's certification facts: 30 Halal, 92 Kosher and one Passover foam control agent", async () => {
    const count = async (cert: string) =>
      ((await getJson(service, `/api/list?catId=3&cert=${cert}`)).body as ListAnswer).total;
    expect(await count("halal")).toBe(30);
    expect(await count("kosher")).toBe(92);
    expect(await count("kosher-passover")).toBe(1);
  });

  it("counts every facet value as the database does, beside the other facets and the category", async () => {
    const path = "/api/list?catId=3&industry=food-processing&cert=kosher&facets=true";
    const { status, body } = await getJson(service, path);
    expect(status).toBe(200);
    const answer = body as ListAnswer;
    expect(answer.total).toBe(
      await directCount(
        [
          ["industry", "food-processing"],
          ["cert", "kosher"],
        ],
        3,
      ),
    );
    expect(answer.facets?.map((facet) => facet.facet)).toEqual(FACETS.map((facet) => facet.key));
    for (const facet of answer.facets ?? []) {
      const others: [FacetKey, string][] = (
        [
          ["industry", "food-processing"],
          ["cert", "kosher"],
        ] as [FacetKey, string][]
      ).filter(([key]) => key !== facet.facet);
      for (const value of facet.values)
        expect(value.count, `${facet.facet}=${value.value}`).toBe(
          await directCount([...others, [facet.facet, value.value]], 3),
        );
    }
  });

  it("combines values of one facet with OR and facets with AND, and the counts follow the text", async () => {
    const either = (await getJson(service, "/api/list?chemistry=mineral-oil,vegetable-oil"))
      .body as ListAnswer;
    const mineral = await directCount([["chemistry", "mineral-oil"]]);
    const vegetable = await directCount([["chemistry", "vegetable-oil"]]);
    expect(either.total).toBe(mineral + vegetable);
    const text = (await getJson(service, "/api/list?query=silicone&cert=silicone-free&facets=true"))
      .body as ListAnswer;
    const plain = (await getJson(service, "/api/list?query=silicone&facets=true")).body as ListAnswer;
    const certs = (answer: ListAnswer) =>
      answer.facets?.find((facet) => facet.facet === "cert")?.values ?? [];
    // The cert facet's own counts ignore its own choice, so they equal the counts without it.
    expect(certs(text)).toEqual(certs(plain));
    expect(text.total).toBe(certs(plain).find((value) => value.value === "silicone-free")?.count);
  });

  it("leaves data and total unchanged and adds no facets without facets=true", async () => {
    const plain = (await getJson(service, "/api/list?catId=3")).body as ListAnswer;
    expect(Object.keys(plain).sort()).toEqual(["data", "total"]);
    const faceted = (await getJson(service, "/api/list?catId=3&facets=true")).body as ListAnswer;
    expect(faceted.data).toEqual(plain.data);
    expect(faceted.total).toBe(plain.total);
  });

  it("refuses an unknown facet value with a 400 naming it", async () => {
    const { status, body } = await getJson(service, "/api/list?cert=halal,organic");
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("organic");
  });

  it("declares the facet parameters and answer in the OpenAPI document", async () => {
    const document = JSON.stringify((await getJson(service, "/api/openapi.json")).body);
    for (const key of ["industry", "function", "chemistry", "form", "cert", "facets"])
      expect(document).toContain(`"name":"${key}"`);
    expect(document).toContain('"Facet"');
  });
});

describe("GET /api/autocomplete-list suggests facet values", () => {
  it.each([
    ["Kosher", "cert", "kosher"],
    ["silicone-free", "cert", "silicone-free"],
    ["textiles", "industry", "textiles"],
  ])("suggests %s", async (search, facet, value) => {
    const { body } = await getJson(service, `/api/autocomplete-list?search=${encodeURIComponent(search)}`);
    expect(body.data.facet).toContainEqual(expect.objectContaining({ facet, value }));
  });
});

describe("canonical finder addresses", () => {
  it.each([
    ["/product?cert=kosher,halal", "/product?cert=halal,kosher"],
    ["/product?cert=halal&industry=food-processing", "/product?industry=food-processing&cert=halal"],
    ["/product?cert=halal&cert=kosher", "/product?cert=halal,kosher"],
    ["/product?Cert=Halal", "/product?cert=halal"],
    ["/product?cert=halal,organic,halal", "/product?cert=halal"],
    ["/product?cert=", "/product"],
    ["/product?cert=halal&query=foam&page=2", "/product?query=foam&page=2&cert=halal"],
  ])("%s answers one 301 to %s", async (from, to) => {
    const response = await request(service, from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
    const again = await request(service, to);
    expect(again.status).not.toBe(301);
  });
});

describe("the finder's facet pages", () => {
  const head = (html: string) => html.slice(0, html.indexOf("</head>"));

  it("titles a one-value page for what it lists and lets it be indexed under its own address", async () => {
    const { status, html } = await getPage(service, "/product?cat_id=3&cert=halal");
    expect(status).toBe(200);
    expect(head(html)).toContain("<title>Halal-certified foam control agents | ");
    expect(head(html)).toMatch(/<meta name="description" content="Halal-certified foam control agents: 30 /);
    expect(head(html)).toMatch(/<link rel="canonical" href="[^"]*\/product\?cat_id=3&amp;cert=halal"/);
    expect(head(html)).not.toContain("noindex");
  });

  it("keeps combinations of two or more values out of the index and the sitemap", async () => {
    for (const path of ["/product?cert=halal,kosher", "/product?industry=textiles&cert=silicone-free"]) {
      const { status, html } = await getPage(service, path);
      expect(status).toBe(200);
      expect(head(html)).toContain('<meta name="robots" content="noindex, follow"');
    }
    const sitemap = await (await request(service, "/sitemap.xml")).text();
    expect(sitemap).not.toMatch(/cert=[^<]*,|industry=[^<]*&amp;cert/);
  });

  it("shows every facet value with its count in a GET form, and links that remove a choice or all", async () => {
    const { html } = await getPage(service, "/product?cat_id=3&cert=halal");
    const form = html.slice(
      html.indexOf('<form class="facet-form"'),
      html.indexOf("</form>", html.indexOf('class="facet-form"')),
    );
    expect(form).toMatch(/^<form class="facet-form"[^>]* action="\/product" method="get">/);
    expect(form).toContain('<input type="hidden" name="cat_id" value="3"/>');
    const count = (slug: string, label: string, n: number, checked: boolean) =>
      `name="cert"${checked ? ' checked=""' : ""} value="${slug}"/><label for="facet-cert-${slug}">${label}<!-- --> <span class="facet-count">(<!-- -->${n}<!-- -->)`;
    expect(form).toContain(count("halal", "Halal", 30, true));
    // Values of one facet add up (either), so Kosher would give all 92 Kosher foam control agents.
    expect(form).toContain(count("kosher", "Kosher", 92, false));
    expect(html).toContain('class="facet-clear" href="/product?cat_id=3"');
    expect(html).toMatch(
      /class="facet-chip" href="\/product\?cat_id=3"[^>]*><span class="visually-hidden">Remove filter <\/span>Halal/,
    );
  });
});
