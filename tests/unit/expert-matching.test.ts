import { describe, expect, it } from "vitest";
import { type ProductRecord, readProducts } from "#server/catalogue/content-files.ts";
import { byName } from "#server/catalogue/name-order.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import type { FacetKey, FacetSelection } from "#shared/catalogue/facet-params.ts";
import { type ExpertMatchAnswers, matchProducts, matchRungs } from "#shared/expert/matching.ts";
import { EXPERT_INDUSTRIES, EXPERT_PROBLEMS, EXPERT_PROCESSES } from "#shared/expert/questions.ts";

const products = readProducts(CONTENT_DIR).filter((product) => product.active);

function holds(product: ProductRecord, key: FacetKey): string[] {
  if (key === "industry") return product.industries;
  if (key === "function") return product.functions;
  if (key === "chemistry") return product.chemistry;
  if (key === "form") return [product.form];
  return product.certifications.map((cert) => cert.status);
}

/** The facet query as decision 032 defines it (any value of a facet, every facet), over the sample catalogue. */
async function find(facets: FacetSelection, limit: number) {
  const matching = products.filter((product) =>
    Object.entries(facets).every(([key, values]) =>
      values.some((value) => holds(product, key as FacetKey).includes(value)),
    ),
  );
  return byName(matching).slice(0, limit);
}

function answers(industry: string, process: string, problem: string): ExpertMatchAnswers {
  const found = {
    industry: EXPERT_INDUSTRIES.find((choice) => choice.slug === industry),
    process: EXPERT_PROCESSES.find((choice) => choice.slug === process),
    problem: EXPERT_PROBLEMS.find((choice) => choice.slug === problem),
  };
  if (!found.industry || !found.process || !found.problem) throw new Error("unknown answer");
  return found as ExpertMatchAnswers;
}

const certified = (product: ProductRecord, certs: readonly string[]) =>
  product.certifications.some((cert) => certs.includes(cert.status));

describe("the expert's matching rule (decision 054)", () => {
  it("asks for the problem's function, the industry and any of the process's certifications, then lets go", () => {
    expect(matchRungs(answers("fermentation", "food-contact", "foam"))).toEqual([
      {
        fit: "all",
        facets: {
          industry: ["fermentation"],
          function: ["defoamer"],
          cert: ["e900", "eu-10-2011", "fda-173-340", "fda-176-210"],
        },
      },
      { fit: "industry-and-problem", facets: { industry: ["fermentation"], function: ["defoamer"] } },
      {
        fit: "process-and-problem",
        facets: { function: ["defoamer"], cert: ["e900", "eu-10-2011", "fda-173-340", "fda-176-210"] },
      },
      { fit: "problem", facets: { function: ["defoamer"] } },
    ]);
    expect(matchRungs(answers("printing", "general", "residues")).map((rung) => rung.fit)).toEqual([
      "all",
      "problem",
    ]);
  });

  it("gives four food-contact defoamers for fermentation, the first four in name order", async () => {
    const found = await matchProducts(answers("fermentation", "food-contact", "foam"), find);
    expect(found).toHaveLength(4);
    for (const { product, fit } of found) {
      expect(fit).toBe("all");
      expect(product.industries).toContain("fermentation");
      expect(product.functions).toContain("defoamer");
      expect(certified(product, ["e900", "eu-10-2011", "fda-173-340", "fda-176-210"])).toBe(true);
    }
    const all = await find(matchRungs(answers("fermentation", "food-contact", "foam"))[0]?.facets ?? {}, 100);
    expect(found.map(({ product }) => product.slug)).toEqual(all.slice(0, 4).map((product) => product.slug));
  });

  it("lets the process go when nothing in the industry holds its certification", async () => {
    // No lubricant for food processing holds a food-contact status in the sample catalogue.
    const found = await matchProducts(answers("food-processing", "food-contact", "friction"), find);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.length).toBeLessThanOrEqual(4);
    expect(found.every(({ fit }) => fit === "industry-and-problem")).toBe(true);
    for (const { product } of found) {
      expect(product.industries).toContain("food-processing");
      expect(product.functions).toContain("lubrication");
    }
  });

  it("tops one close fit up with the next rung's products, closest first, never twice the same", async () => {
    // One dust-control product is silicone-free in the sample catalogue's manufacturing products.
    const found = await matchProducts(answers("manufacturing", "silicone-free", "dust"), find);
    expect(found[0]?.fit).toBe("all");
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.length).toBeLessThanOrEqual(4);
    expect(found.slice(1).every(({ fit }) => fit !== "all")).toBe(true);
    expect(new Set(found.map(({ product }) => product.slug)).size).toBe(found.length);
    for (const { product } of found) expect(product.functions).toContain("dust-control");
  });

  it("falls back to the problem alone for an industry with no product for it", async () => {
    const found = await matchProducts(answers("printing", "general", "foam"), find);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every(({ fit }) => fit === "problem")).toBe(true);
    for (const { product } of found) expect(product.functions).toContain("defoamer");
  });

  it.each(
    EXPERT_INDUSTRIES.flatMap((industry) =>
      EXPERT_PROCESSES.flatMap((process) =>
        EXPERT_PROBLEMS.map((problem) => [industry.slug, process.slug, problem.slug] as const),
      ),
    ),
  )("%s, %s, %s: two to four products, each made for the problem", async (industry, process, problem) => {
    const given = answers(industry, process, problem);
    const found = await matchProducts(given, find);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.length).toBeLessThanOrEqual(4);
    for (const { product } of found) expect(product.functions).toContain(given.problem.function);
  });
});
