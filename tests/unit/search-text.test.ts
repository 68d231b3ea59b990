import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DocumentSet } from "#server/search/document-set.ts";
import { matchesWithOneTypo, withinOneEdit } from "#server/search/one-edit.ts";
import { normalizeText, words } from "#server/search/search-text.ts";
import { createTermIndex } from "#server/search/term-index.ts";

describe("search text", () => {
  it("lower-cases, removes accents and splits on anything but letters and digits", () => {
    expect(normalizeText("Pâtisserie  CRÈME-brûlée, S-120!")).toBe("patisserie creme brulee s 120");
    expect(words("Foam foam FOAM control")).toEqual(["foam", "control"]);
  });

  it("normalises plain ASCII exactly as text with accents", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
        (ascii) => {
          // The accent sends the same text down the Unicode path.
          expect(normalizeText(`${ascii} é`)).toBe(`${normalizeText(ascii)} e`.trim());
        },
      ),
    );
  });

  it("counts one changed, added, dropped or swapped letter as one edit", () => {
    expect(withinOneEdit("silicone", "silicone")).toBe(true);
    expect(withinOneEdit("silicane", "silicone")).toBe(true);
    expect(withinOneEdit("silcone", "silicone")).toBe(true);
    expect(withinOneEdit("sillicone", "silicone")).toBe(true);
    expect(withinOneEdit("silicoen", "silicone")).toBe(true);
    expect(withinOneEdit("slicoen", "silicone")).toBe(false);
  });

  it("matches a typo in a word still being typed", () => {
    expect(matchesWithOneTypo("silcon", "silicone")).toBe(true);
    expect(matchesWithOneTypo("emulsoin", "emulsions")).toBe(true);
    expect(matchesWithOneTypo("grase", "grease")).toBe(true);
    expect(matchesWithOneTypo("water", "wetting")).toBe(false);
  });
});

describe("term index", () => {
  const index = createTermIndex([
    ["Alpha release", "Release Agents", "A glaze for tins."],
    ["Beta glaze", "Release Agents", "Alpha-numeric coded release."],
    ["Gamma fluid", "Silicone Fluid", "Glaze additive."],
  ]);
  const names = (query: string) => index.search({ query, skip: 0, limit: 10 }).documents;

  it("ranks name matches above category and description matches, then keeps input order", () => {
    expect(names("glaze")).toEqual([1, 0, 2]);
    expect(names("alpha")).toEqual([0, 1]);
  });

  it("pages and filters", () => {
    expect(index.search({ query: "release", skip: 1, limit: 1 })).toEqual({ total: 2, documents: [1] });
    const allButSecond = new DocumentSet(3);
    allButSecond.add(0);
    allButSecond.add(2);
    expect(index.search({ query: "", within: allButSecond, skip: 0, limit: 10 })).toEqual({
      total: 2,
      documents: [0, 2],
    });
  });
});
