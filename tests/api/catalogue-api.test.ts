import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCategories, readProducts } from "#server/catalogue/content-files.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { getJson } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const products = readProducts(CONTENT_DIR);
const active = products.filter((product) => product.active);
const SPEC_CATEGORIES: [number, string][] = [
  [3, "Foam Control Agents"],
  [4, "Greases & Lubricants"],
  [5, "Release Agents"],
  [6, "Silicone Removers"],
  [7, "Silicone Emulsions"],
  [28, "Anti-static Agents"],
  [29, "Heatset Web Offset"],
  [30, "Coldset Web Offset"],
  [31, "Sheet Fed"],
  [32, "Silicone Fluid"],
  [33, "Silicone Resins"],
  [34, "Water Repellents"],
  [35, "Dust Control"],
  [36, "Emulsifying"],
];

type Listed = { name: string; cat_name: string; description: string; pdflink: string };

describe("sample catalogue", () => {
  it("has every category of the spec with its id, and 200+ active products in them", () => {
    const categories = new Map(readCategories(CONTENT_DIR).map((category) => [category.id, category.name]));
    for (const [id, name] of SPEC_CATEGORIES) expect(categories.get(id)).toBe(name);
    expect(active.length).toBeGreaterThanOrEqual(200);
    for (const [id] of SPEC_CATEGORIES)
      expect(
        active.some((product) => product.categoryId === id),
        `category ${id}`,
      ).toBe(true);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
  });
});

describe("GET /api/list", () => {
  it("answers ten active products a page with the spec's fields and the total", async () => {
    const { status, body } = await getJson(service, "/api/list");
    expect(status).toBe(200);
    expect(body.total).toBe(active.length);
    expect(body.data).toHaveLength(10);
    for (const item of body.data)
      expect(Object.keys(item).sort()).toEqual(["cat_name", "description", "name", "pdflink"]);
  });

  it("pages by offset without overlap and is empty past the end", async () => {
    const first = (await getJson(service, "/api/list?catId=3&skip=0")).body;
    const second = (await getJson(service, "/api/list?catId=3&skip=10")).body;
    expect(first.total).toBe(active.filter((product) => product.categoryId === 3).length);
    const names = [...first.data, ...second.data].map((item: Listed) => item.name);
    expect(new Set(names).size).toBe(20);
    expect((await getJson(service, `/api/list?catId=3&skip=${first.total}`)).body).toEqual({
      data: [],
      total: first.total,
    });
  });

  it("filters by one category or the union of comma-joined ids", async () => {
    const one = (await getJson(service, "/api/list?catId=29&all=true")).body;
    expect(one.data.every((item: Listed) => item.cat_name === "Heatset Web Offset")).toBe(true);
    const union = (await getJson(service, "/api/list?catId=29,30&all=true")).body;
    const count = (id: number) => active.filter((product) => product.categoryId === id).length;
    expect(union.total).toBe(count(29) + count(30));
    expect(union.data).toHaveLength(union.total);
    expect(new Set(union.data.map((item: Listed) => item.cat_name))).toEqual(
      new Set(["Heatset Web Offset", "Coldset Web Offset"]),
    );
  });

  it("lists every product of a category with all=true, which the enquiry forms use", async () => {
    const { body } = await getJson(service, "/api/list?catId=3&all=true");
    expect(body.data).toHaveLength(active.filter((product) => product.categoryId === 3).length);
    expect(body.data.length).toBeGreaterThan(10);
  });

  it("never lists a discontinued product", async () => {
    const discontinued = products.filter((product) => !product.active);
    expect(discontinued.length).toBeGreaterThan(0);
    const listed = new Set<string>();
    for (const [id] of SPEC_CATEGORIES)
      for (const item of (await getJson(service, `/api/list?catId=${id}&all=true`)).body.data)
        listed.add(item.name);
    expect(listed.size).toBe(active.length);
    for (const product of discontinued) {
      expect(listed.has(product.name)).toBe(false);
      expect(
        (await getJson(service, `/api/list?query=${encodeURIComponent(product.name)}`)).body.data,
      ).not.toContainEqual(expect.objectContaining({ name: product.name }));
    }
  });

  it("links a datasheet PDF for each product under the file base", async () => {
    const { body } = await getJson(service, "/api/list?query=fenfoam%20s-120");
    const item = body.data[0] as Listed;
    expect(item.name).toBe("Fenfoam S-120");
    expect(item.pdflink).toBe("datasheets/fenfoam-s-120.pdf");
    const pdf = await service.fetch(`/files/${item.pdflink}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const other = Buffer.from(
      await (await service.fetch("/files/datasheets/fenfoam-p-340.pdf")).arrayBuffer(),
    );
    expect(other.equals(bytes)).toBe(false);
  });

  it.each([
    ["skip=-1", "skip"],
    ["skip=abc", "skip"],
    ["skip=1.5", "skip"],
    ["catId=abc", "catId"],
    ["catId=3,", "catId"],
    ["catId=-3", "catId"],
    [`query=${"a".repeat(101)}`, "query"],
    ["all=yes", "all"],
    ["all=true", "catId"],
    ["skip=0&skip=10", "skip"],
  ])("answers 400 JSON for %s", async (query, named) => {
    const { status, type, body } = await getJson(service, `/api/list?${query}`);
    expect(status).toBe(400);
    expect(type).toContain("application/json");
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(body.message).toContain(named);
  });

  it("answers an empty list, not an error, for an unknown category", async () => {
    expect((await getJson(service, "/api/list?catId=999")).body).toEqual({ data: [], total: 0 });
  });
});

describe("GET /api/autocomplete-list", () => {
  it("answers product names, categories and facet values for the finder", async () => {
    const { status, body } = await getJson(service, "/api/autocomplete-list?search=foam");
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(["cat", "facet", "product"]);
    expect(body.data.cat).toContainEqual({ id: 3, name: "Foam Control Agents" });
    expect(body.data.product.length).toBeGreaterThan(0);
    for (const item of body.data.product) expect(Object.keys(item)).toEqual(["name"]);
  });

  it("adds news and press releases with pagesearch=true, under the spec's keys", async () => {
    const { body } = await getJson(service, "/api/autocomplete-list?search=kosher&pagesearch=true");
    expect(Object.keys(body.data).sort()).toEqual(["cat", "facet", "media", "press_reelase", "product"]);
    expect(body.data.media.length).toBeGreaterThan(0);
    for (const item of body.data.media) expect(Object.keys(item).sort()).toEqual(["description", "name"]);
    for (const item of body.data.press_reelase) expect(Object.keys(item)).toEqual(["name"]);
  });

  it("answers empty groups for a blank search", async () => {
    expect((await getJson(service, "/api/autocomplete-list?search=%20")).body).toEqual({
      data: { product: [], cat: [], facet: [] },
    });
    expect((await getJson(service, "/api/autocomplete-list?pagesearch=true")).body).toEqual({
      data: { cat: [], product: [], media: [], press_reelase: [], facet: [] },
    });
  });

  it.each([`search=${"x".repeat(101)}`, "pagesearch=maybe", "search=a&search=b"])(
    "answers 400 JSON for %s",
    async (query) => {
      const { status, body } = await getJson(service, `/api/autocomplete-list?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    },
  );
});

describe("GET /api/category-list", () => {
  it("nests sub-categories under their parent, each level sorted by name", async () => {
    const { status, body } = await getJson(service, "/api/category-list");
    expect(status).toBe(200);
    type Node = { id: number; parentId: number | null; name: string; subCategories: Node[] };
    const roots = body.data as Node[];
    expect(roots.map((node) => node.name)).toEqual(["Chemical Solutions", "Printing Solutions"]);
    for (const root of roots) {
      expect(Object.keys(root).sort()).toEqual(["id", "name", "parentId", "subCategories"]);
      expect(root.parentId).toBeNull();
      const names = root.subCategories.map((node) => node.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const child of root.subCategories) expect(child.parentId).toBe(root.id);
    }
    const all = roots.flatMap((root) => root.subCategories.map((child) => [child.id, child.name]));
    expect(all).toEqual(expect.arrayContaining(SPEC_CATEGORIES));
    expect(roots[1]?.subCategories.map((node) => node.id).sort()).toEqual([29, 30, 31]);
  });
});
