import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRedirects, redirectKey } from "#server/http/redirects.ts";
import { INDUSTRIES } from "#shared/industries/industries.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const rows = readRedirects();
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

function variants(from: string): string[] {
  const upper = from.replace(/[a-z]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c));
  return from === "/" ? [from] : [from, `${from}/`, from.toUpperCase(), `${upper}/`];
}

describe("redirect table (spec 2.2)", () => {
  it("covers the industry short names, people and legacy index.php paths", () => {
    const sources = rows.map((row) => row.from);
    expect(sources).toEqual(
      expect.arrayContaining(["/adhesives", "/oil-field", "/recycling-and-water-treatment"]),
    );
    expect(sources.filter((from) => from.startsWith("/index.php")).length).toBeGreaterThanOrEqual(30);
  });

  it.each(INDUSTRIES)("/index.php/industries/$slug answers 301 to its industry page", async ({ slug }) => {
    const response = await service.fetch(`/index.php/industries/${slug}`);
    await response.body?.cancel();
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/industries/${slug}`);
  });

  it("sends every old person slug to an existing board or corporate-team profile", async () => {
    const people = rows.filter((row) => /^\/(board-of-directors|corporate-team)\//.test(row.to));
    expect(people.length).toBeGreaterThanOrEqual(10);
    expect(people.some((row) => row.to.split("/").at(-1) !== row.from.slice(1))).toBe(true);
    for (const { to } of people) {
      const response = await service.fetch(`/api/teams${to}`);
      await response.body?.cancel();
      expect(response.status, to).toBe(200);
    }
  });

  it("has no chains: no target is itself redirected, and no source is listed twice", () => {
    const sources = new Set(rows.map((row) => redirectKey(row.from)));
    expect(sources.size).toBe(rows.length);
    for (const row of rows) expect(sources.has(redirectKey(row.to.split("?")[0] ?? ""))).toBe(false);
  });

  it.each(rows)("$from answers 301 to $to in every spelling", async ({ from, to }) => {
    for (const spelling of variants(from)) {
      const response = await service.fetch(spelling);
      await response.body?.cancel();
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get("location"), spelling).toBe(to);
    }
  });

  it("keeps the query string", async () => {
    const response = await service.fetch("/Index.php/Products/?utm_source=old-site");
    expect(response.headers.get("location")).toBe("/product?utm_source=old-site");
  });

  it.each([...new Set(rows.map((row) => row.to))])(
    "target %s answers without a further redirect",
    async (to) => {
      const response = await service.fetch(to);
      expect(response.status).not.toBe(301);
      expect(response.status).not.toBe(302);
    },
  );
});

describe("letter case of page addresses (decision 022)", () => {
  it.each([
    ["/industries/ADHESIVES", "/industries/adhesives"],
    ["/PRODUCT?query=Foam", "/product?query=Foam"],
    ["/Products/Fenfoam-A-30", "/products/fenfoam-a-30"],
    ["/Board-Of-Directors/Margaret-Holloway", "/board-of-directors/margaret-holloway"],
    ["/News", "/news"],
  ])("%s answers 301 to %s, which is the page", async (typed, address) => {
    const response = await service.fetch(typed);
    await response.body?.cancel();
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(address);
    const page = await service.fetch(address);
    await page.body?.cancel();
    expect(page.status, address).toBe(200);
  });

  it("leaves API, asset and file names as they are spelled", async () => {
    for (const pathname of [
      "/api/teams/board-of-directors/Margaret-Holloway",
      "/files/datasheets/FENFOAM-A-30.pdf",
    ]) {
      const response = await service.fetch(pathname);
      await response.body?.cancel();
      expect(response.status, pathname).toBe(404);
    }
  });
});
