import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDUSTRY_PAGE_SLUGS } from "#shared/industries/industry-page-slugs.ts";
import { getPage, textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** The sections of each static industry page, as spec 2.8 lists them. */
const SECTIONS: Record<(typeof INDUSTRY_PAGE_SLUGS)[number], string[]> = {
  bakery: ["Oven Chain Lubricants", "Release Glazes", "Silicone Release Rubber Coatings"],
  "cable-lubricants": ["Blowing", "Pulling"],
  "emulsion-polymerisation": ["Foam Control"],
  janitorial: ["Foam Control"],
  recycling: ["Aggregates", "Electronics", "Plastics", "Water"],
  "release-coatings": ["Bakeware", "Foundry", "Plastics &amp; Rubber"],
  "silicone-removal": ["Electronic Recycling", "Plumbing &amp; Construction"],
  "surface-coatings": ["Adhesives", "Cements", "Inks", "Mortars &amp; Grouts", "Paints", "Varnishes"],
  "waste-and-water-treatment": ["Biomass", "Industrial Effluent"],
};
const COLUMNS = ["Product", "Chemical Type", "Activity (%)", "Application Area", "Datasheet"];

type Row = { cells: string[]; datasheet: string | undefined };

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim();

/** The product tables of a page, in order, read from its server-rendered HTML. */
function tables(html: string): { columns: string[]; rows: Row[] }[] {
  return [...html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)].map(([, table = ""]) => ({
    columns: [
      ...(table.match(/<thead>([\s\S]*?)<\/thead>/)?.[1] ?? "").matchAll(/<th[^>]*>(.*?)<\/th>/g),
    ].map((match) => text(match[1] ?? "")),
    rows: [
      ...(table.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? "").matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g),
    ].map(([, row = ""]) => ({
      cells: [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((match) => text(match[1] ?? "")),
      datasheet: row.match(/href="([^"]+\.pdf)"/)?.[1],
    })),
  }));
}

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

describe("static industry pages (spec 2.8)", () => {
  it.each(INDUSTRY_PAGE_SLUGS)(
    "%s has About, its sections with product tables and a breadcrumb",
    async (slug) => {
      const { status, html } = await getPage(service, `/${slug}`);
      expect(status).toBe(200);
      expect(html).toContain(">About</h2>");
      const summaries = [...html.matchAll(/<summary[^>]*><h3[^>]*>(.*?)<\/h3>/g)].map((match) => match[1]);
      expect(summaries).toEqual(SECTIONS[slug]);
      expect(html.match(/<details[^>]*open=""/g)).toHaveLength(1);
      const found = tables(html);
      expect(found).toHaveLength(SECTIONS[slug].length);
      for (const table of found) {
        expect(table.columns).toEqual(COLUMNS);
        expect(table.rows.length).toBeGreaterThan(0);
      }
      expect(html).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?href="\/industries"/);
      expect(html).toContain('"@type":"BreadcrumbList"');
    },
  );

  it("has placeholder rows reading TBA, without a datasheet link", async () => {
    const rows = (
      await Promise.all(
        INDUSTRY_PAGE_SLUGS.map(async (slug) => tables((await getPage(service, `/${slug}`)).html)),
      )
    )
      .flat()
      .flatMap((table) => table.rows);
    const placeholders = rows.filter((row) => row.cells[0] === "TBA");
    expect(placeholders.length).toBeGreaterThan(0);
    for (const row of placeholders) {
      expect(row.cells).toEqual(["TBA", "TBA", "TBA", "TBA", "TBA"]);
      expect(row.datasheet).toBeUndefined();
    }
  });

  it("links every other row to the datasheet of the catalogue product it names", async () => {
    const rows = (
      await Promise.all(
        INDUSTRY_PAGE_SLUGS.map(async (slug) => tables((await getPage(service, `/${slug}`)).html)),
      )
    )
      .flat()
      .flatMap((table) => table.rows)
      .filter((row) => row.cells[0] !== "TBA");
    const names = [...new Set(rows.map((row) => row.cells[0] ?? ""))];
    const products = await service.services.catalogue.findProductsByNames(names);
    expect(names.filter((name) => !products.has(name))).toEqual([]);
    for (const row of rows) {
      const product = products.get(row.cells[0] ?? "");
      expect(row.datasheet, row.cells[0]).toBe(`/files/${product?.datasheet}`);
      expect(row.cells[1], row.cells[0]).toBe(product?.chemicalType);
      expect(row.cells[2], row.cells[0]).toBe(String(product?.activityPercent ?? "n/a"));
    }
    for (const datasheet of new Set(rows.map((row) => row.datasheet ?? ""))) {
      const file = await service.fetch(datasheet);
      await file.body?.cancel();
      expect(file.status, datasheet).toBe(200);
    }
  });

  it("lists every static industry page and every case study in the sitemap", async () => {
    const sitemap = await textOf(service, "/sitemap.xml");
    for (const slug of INDUSTRY_PAGE_SLUGS) expect(sitemap).toContain(`/${slug}</loc>`);
    for (const slug of ["case-studies", "a-tale-of-blood", "component-recovery", "a-star-performer"]) {
      expect(sitemap).toContain(`/${slug}</loc>`);
    }
  });
});
