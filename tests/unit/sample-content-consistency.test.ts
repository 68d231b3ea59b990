import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ProductRecord, readProducts } from "#server/catalogue/content-files.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { readIndustryPages } from "#server/industry-pages/content-files.ts";

/**
 * The sample content must not contradict the catalogue: the news, press releases, case studies,
 * industry texts and tables name only catalogue products, and describe them with its chemistry.
 */
const products = readProducts(CONTENT_DIR);
const productsByName = new Map(products.map((product) => [product.name, product]));
/** Product names start with a brand word (Fenfoam, Fenlube, ...) and a grade (S-120, G, Pâtisserie 20). */
const PRODUCT_MENTION = new RegExp(
  `\\b(?:${[...new Set(products.map((product) => product.name.split(" ")[0]))].join("|")}) (?=[\\p{Lu}\\d])`,
  "gu",
);
const SILICONE_FREE = /silicone[- ]free|free (?:of|from) silicone/i;

/** The catalogue's own chemistry facet says which products are silicones (removers are solvents). */
const isSiliconeChemistry = (product: ProductRecord) => product.chemistry.includes("silicone");

/** One record's own text (its strings and lists of strings): a news item, a release, a table row. */
type TextUnit = { where: string; text: string; html: string };

function textUnits(value: unknown, where: string): TextUnit[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textUnits(item, `${where}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  const own: string[] = [];
  const nested: TextUnit[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === "string") own.push(field);
    else if (Array.isArray(field) && field.every((item) => typeof item === "string")) own.push(...field);
    else nested.push(...textUnits(field, `${where}.${key}`));
  }
  const html = own.join("\n");
  return [{ where, html, text: html.replace(/<[^>]+>/g, " ") }, ...nested];
}

/** Every content file except the catalogue itself, as text units. */
const units = fs
  .globSync("**/*.json", { cwd: CONTENT_DIR })
  .filter((file) => !file.startsWith("catalogue/"))
  .flatMap((file) => textUnits(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")), file));

/** The catalogue products a text names, longest name first where one name begins another (G, G-30). */
function mentions(unit: TextUnit): { name: string; product: ProductRecord | undefined }[] {
  return [...unit.text.matchAll(PRODUCT_MENTION)].map((match) => {
    const rest = unit.text.slice(match.index);
    const product = products
      .filter(
        (candidate) => rest.startsWith(candidate.name) && !/^[\w-]/u.test(rest.slice(candidate.name.length)),
      )
      .sort((a, b) => b.name.length - a.name.length)[0];
    return { name: product?.name ?? rest.split(/[,.;:<\n]/)[0] ?? rest, product };
  });
}

describe("sample content agrees with the catalogue", () => {
  it("finds the products the texts name (the check reads them)", () => {
    const named = new Set(units.flatMap((unit) => mentions(unit).map((mention) => mention.name)));
    expect(named).toContain("Fenfoam V-15");
    expect(named).toContain("Fenrelease Pâtisserie 20");
    expect(named).toContain("Fenprint HS Fount 200");
  });

  it("names only products of the catalogue", () => {
    const unknown = units.flatMap((unit) =>
      mentions(unit)
        .filter((mention) => !mention.product)
        .map((mention) => `${unit.where}: ${mention.name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("links only to products on the site", () => {
    const links = units.flatMap((unit) =>
      [...unit.html.matchAll(/\/product\?name=([^"&\\]+)/g)].map((match) => ({
        where: unit.where,
        name: decodeURIComponent(match[1] ?? ""),
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(
      links
        .filter((link) => !productsByName.get(link.name)?.active)
        .map((link) => `${link.where}: ${link.name}`),
    ).toEqual([]);
  });

  it("never calls a silicone product silicone-free", () => {
    const claims = units.flatMap((unit) =>
      SILICONE_FREE.test(unit.text)
        ? mentions(unit)
            .filter((mention) => mention.product && isSiliconeChemistry(mention.product))
            .map((mention) => `${unit.where}: ${mention.name} (${mention.product?.chemicalType})`)
        : [],
    );
    const catalogueClaims = products
      .filter((product) => isSiliconeChemistry(product) && SILICONE_FREE.test(product.description))
      .map((product) => product.name);
    expect([...claims, ...catalogueClaims]).toEqual([]);
  });

  it("gives each industry table row its product's chemistry and activity", () => {
    const rows = readIndustryPages(CONTENT_DIR).flatMap((page) =>
      page.sections.flatMap((section) => section.rows.map((row) => ({ page: page.slug, row }))),
    );
    const wrong = rows.flatMap(({ page, row }) => {
      if (row.product === null) return [];
      const product = productsByName.get(row.product);
      if (!product?.active) return [`${page}: ${row.product} is not on the site`];
      const seen = `${row.chemicalType}, ${row.activity}%`;
      const catalogue = `${product.chemicalType}, ${product.activityPercent}%`;
      return seen === catalogue ? [] : [`${page}: ${row.product} is "${seen}", catalogue "${catalogue}"`];
    });
    expect(wrong).toEqual([]);
  });
});

describe("the catalogue's facets agree with its chemistry and the spec", () => {
  const activeProducts = products.filter((product) => product.active);
  const holding = (status: string) => (product: ProductRecord) =>
    product.certifications.some((cert) => cert.status === status);
  const FOAM_CONTROL = 3;
  const foamControl = activeProducts.filter((product) => product.categoryId === FOAM_CONTROL);

  it("holds the spec's facts: 30 foam-control products Halal, 92 Kosher, one for Passover", () => {
    expect(foamControl.filter(holding("halal"))).toHaveLength(30);
    expect(foamControl.filter(holding("kosher"))).toHaveLength(92);
    expect(activeProducts.filter(holding("kosher-passover"))).toHaveLength(1);
    for (const status of ["halal", "kosher-passover"])
      expect(products.filter(holding(status)).every((product) => product.categoryId === FOAM_CONTROL)).toBe(
        true,
      );
    expect(products.filter(holding("kosher-passover")).every(holding("kosher"))).toBe(true);
  });

  it("names silicone chemistry wherever the chemical type says silicone, and claims silicone-free exactly without it", () => {
    for (const product of products) {
      const silicone = isSiliconeChemistry(product);
      if (/silic|siloxane|silane/i.test(product.chemicalType) && !/remover/i.test(product.chemicalType))
        expect(silicone, product.name).toBe(true);
      expect(holding("silicone-free")(product), product.name).toBe(!silicone);
    }
  });

  it("grants E 900 only to dimethylpolysiloxane and VOC-free never to a solvent", () => {
    for (const product of products.filter(holding("e900")))
      expect(product.chemistry, product.name).toContain("silicone");
    for (const product of products.filter(holding("voc-free")))
      expect(product.chemistry, product.name).not.toContain("solvent");
  });

  it("gives Halal and Kosher certificates a reference, each its own", () => {
    const references = products.flatMap((product) =>
      product.certifications
        .filter((cert) => ["halal", "kosher", "kosher-passover"].includes(cert.status))
        .map((cert) => cert.reference),
    );
    expect(references.every((reference) => typeof reference === "string")).toBe(true);
    expect(new Set(references).size).toBe(references.length);
  });
});
