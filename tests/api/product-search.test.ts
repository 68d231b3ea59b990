import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOkJson } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

type Listed = { name: string; cat_name: string; description: string };

function search(query: string, extra = ""): Promise<{ data: Listed[]; total: number }> {
  return getOkJson(service, `/api/list?query=${encodeURIComponent(query)}${extra}`);
}

const mentions = (item: Listed, word: RegExp) =>
  word.test(item.name) || word.test(item.cat_name) || word.test(item.description);

describe("product search quality", () => {
  it("ignores case and accents", async () => {
    const plain = await search("patisserie");
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.data[0]?.name).toMatch(/^Fenrelease Pâtisserie/);
    expect(await search("PÂTISSERIE")).toEqual(plain);
    expect(await search("Patisserie")).toEqual(plain);
  });

  it("matches the start of words while typing", async () => {
    const typed = await search("foa");
    expect(typed.total).toBeGreaterThan(50);
    expect(typed.data.every((item) => mentions(item, /\bfoa/i))).toBe(true);
    expect(typed.data.some((item) => item.cat_name === "Foam Control Agents")).toBe(true);
  });

  it("matches names, categories and descriptions, names first", async () => {
    const byName = await search("fendust");
    expect(byName.data.every((item) => item.name.startsWith("Fendust"))).toBe(true);
    const byDescription = await search("newsprint");
    expect(byDescription.total).toBeGreaterThan(0);
    expect(byDescription.data.every((item) => /newsprint/i.test(item.description))).toBe(true);
    // "emulsion" is in many descriptions, but products named after the category rank above them.
    const ranked = await search("emulsifying");
    expect(ranked.data[0]?.cat_name).toBe("Emulsifying");
  });

  it("finds a product by its code written either way", async () => {
    for (const query of ["S-120", "s120", "fenfoam s 120"])
      expect((await search(query)).data[0]?.name).toBe("Fenfoam S-120");
  });

  it("tolerates one typo in words of five letters or more", async () => {
    const typo = await search("silcone");
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.data.every((item) => mentions(item, /silicon/i))).toBe(true);
    expect((await search("sillicone")).total).toBeGreaterThan(0);
    expect((await search("slicone")).total).toBeGreaterThan(0);
    // Short words must match exactly: "foma" is not "foam".
    expect((await search("foma")).total).toBe(0);
  });

  it("requires every word to match", async () => {
    const both = await search("kosher yeast");
    expect(both.total).toBeGreaterThan(0);
    expect(both.data.every((item) => mentions(item, /kosher/i) && mentions(item, /yeast/i))).toBe(true);
    expect((await search("kosher zzzz")).total).toBe(0);
  });

  it("combines a query with category filters", async () => {
    const filtered = await search("water", "&catId=34");
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.data.every((item) => item.cat_name === "Water Repellents")).toBe(true);
  });

  it("gives the same order every time, and pages through it without gaps", async () => {
    const first = await search("silicone");
    expect(await search("silicone")).toEqual(first);
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(first.total / 10) }, (_, page) =>
        search("silicone", `&skip=${page * 10}`),
      ),
    );
    const names = pages.flatMap((page) => page.data.map((item) => item.name));
    expect(names).toHaveLength(first.total);
    expect(new Set(names).size).toBe(first.total);
  });

  it("answers no products, not an error, for text that matches nothing", async () => {
    expect(await search("xylophone")).toEqual({ data: [], total: 0 });
    expect(await search("%_*")).toEqual(expect.objectContaining({ data: expect.any(Array) }));
  });
});
