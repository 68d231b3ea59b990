import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAMILY_PRODUCT_LIMIT, PRODUCT_PAGE_SIZE } from "#shared/catalogue/search-limits.ts";
import { loadSyntheticCatalogue } from "../../scripts/bench/synthetic-catalogue.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import { getOkJson } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Spread over 14 categories, enough for every product family to pass the limit. */
const SYNTHETIC_PRODUCTS = 16 * FAMILY_PRODUCT_LIMIT;
/** A generous size for one product of the list (the sample's longest is about 600 bytes). */
const MAX_PRODUCT_BYTES = 1_000;

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
  await loadSyntheticCatalogue(service.services.database, SYNTHETIC_PRODUCTS);
  // Instances notice a content change within a second (server/content-version.ts), as visitors would.
  await eventually(async () => {
    const list = await getOkJson<ProductList>(service, "/api/list?catId=3&all=true");
    return list.total > FAMILY_PRODUCT_LIMIT;
  }, 10_000);
}, 60_000);
afterAll(() => service.stop());

type ProductList = { data: { name: string }[]; total: number };

async function listText(pathname: string) {
  const response = await service.fetch(pathname, { headers: { "accept-encoding": "identity" } });
  expect(response.status).toBe(200);
  return response.text();
}

describe("GET /api/list?all=true on a large catalogue", () => {
  it.each([
    ["a product family", 3],
    ["a top-level category", 1],
  ])("answers at most the limit for %s, in name order, and says how many there are", async (_, catId) => {
    const text = await listText(`/api/list?catId=${catId}&all=true`);
    const list = JSON.parse(text) as ProductList;
    expect(list.data).toHaveLength(FAMILY_PRODUCT_LIMIT);
    expect(list.total).toBeGreaterThan(FAMILY_PRODUCT_LIMIT);
    expect(Buffer.byteLength(text)).toBeLessThan(FAMILY_PRODUCT_LIMIT * MAX_PRODUCT_BYTES);
    const firstPage = await getOkJson<ProductList>(service, `/api/list?catId=${catId}`);
    expect(list.data.slice(0, PRODUCT_PAGE_SIZE)).toEqual(firstPage.data);
  });
});

describe("the enquiry forms on a large catalogue", () => {
  it("offer each family's first products without JavaScript, the same as the list with it", async () => {
    const html = await listText("/sales-enquiry");
    const groups = [...html.matchAll(/<optgroup label="([^"]*)">(.*?)<\/optgroup>/gs)].map(
      ([, label, options = ""]) => ({
        label,
        products: [...options.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]),
      }),
    );
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.products.length).toBeLessThanOrEqual(FAMILY_PRODUCT_LIMIT);
    const foamControl = groups.find((group) => group.label === "Foam Control Agents");
    const listed = await getOkJson<ProductList>(service, "/api/list?catId=3&all=true");
    expect(foamControl?.products).toEqual(listed.data.map((product) => product.name));
  });

  it("accept a product they offer and refuse one past the limit", async () => {
    const offered = await getOkJson<ProductList>(service, "/api/list?catId=3&all=true");
    const past = await getOkJson<ProductList>(service, `/api/list?catId=3&skip=${FAMILY_PRODUCT_LIMIT}`);
    const enquiry = (product: string | undefined) =>
      postEnquiry(service, ENDPOINTS.product, {
        ...VALID_BODIES.product,
        productfamily1: "3",
        sampleproduct1: product,
      });
    expect((await enquiry(offered.data.at(-1)?.name)).status).toBe(201);
    const refused = await enquiry(past.data[0]?.name);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { sampleproduct1: expect.any(String) } });
  });
});
