import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DocumentSet } from "#server/search/document-set.ts";
import { matchesWithOneTypo, typoKeyLetters } from "#server/search/one-edit.ts";
import { joinedCodes, MAX_QUERY_WORDS, words } from "#server/search/search-text.ts";
import { buildTermIndex, createTermIndex } from "#server/search/term-index.ts";

const setOf = (size: number, documents: number[]) => {
  const set = new DocumentSet(size);
  for (const document of documents) set.add(document);
  return set;
};
const read = (set: DocumentSet, skip = 0, limit = Number.POSITIVE_INFINITY) => {
  const documents: number[] = [];
  set.slice(skip, limit, documents);
  return documents;
};

describe("document sets", () => {
  it("keep documents in ascending order across 32-bit words, and page through them", () => {
    const set = setOf(100, [99, 64, 0, 31, 32, 63, 31]);
    expect(set.count()).toBe(6);
    expect(read(set)).toEqual([0, 31, 32, 63, 64, 99]);
    expect(read(set, 2, 3)).toEqual([32, 63, 64]);
    expect(read(set, 6)).toEqual([]);
  });

  it("combine: every document, union, intersection, difference", () => {
    expect(DocumentSet.full(70).count()).toBe(70);
    expect(read(DocumentSet.full(70), 68)).toEqual([68, 69]);
    const union = setOf(100, [1, 40]);
    union.addAll(setOf(100, [40, 90]));
    expect(read(union)).toEqual([1, 40, 90]);
    const common = new DocumentSet(100);
    expect(common.addIntersection(union, setOf(100, [2, 41]))).toBe(false);
    expect(common.addIntersection(union, setOf(100, [1, 90, 95]))).toBe(true);
    expect(read(common)).toEqual([1, 90]);
    union.removeAll(common);
    expect(read(union)).toEqual([40]);
    union.clear();
    expect(union.count()).toBe(0);
  });
});

describe("typo candidates", () => {
  it("a word one typo away always has a key letter in first or second place", () => {
    const letter = fc.constantFrom(..."abcdeilnos");
    const typoOfPrefix = fc
      .record({
        indexed: fc.string({ unit: letter, minLength: 5, maxLength: 10 }),
        cut: fc.nat(5),
        edit: fc.constantFrom("change", "add", "drop", "swap"),
        at: fc.nat(9),
        inserted: letter,
      })
      .map(({ indexed, cut, edit, at, inserted }) => {
        const prefix = indexed.slice(0, Math.max(4, indexed.length - cut));
        const position = at % prefix.length;
        const before = prefix.slice(0, position);
        const typed = {
          change: before + inserted + prefix.slice(position + 1),
          add: before + inserted + prefix.slice(position),
          drop: before + prefix.slice(position + 1),
          swap: before + (prefix[position + 1] ?? "") + (prefix[position] ?? "") + prefix.slice(position + 2),
        }[edit];
        return { typed, indexed };
      });
    fc.assert(
      fc.property(typoOfPrefix, ({ typed, indexed }) => {
        fc.pre(typed.length >= 5 && matchesWithOneTypo(typed, indexed));
        const keys = typoKeyLetters(typed);
        expect(keys.includes(indexed[0] ?? "") || keys.includes(indexed[1] ?? "")).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

/** The ranking of decision 006, one document at a time: what the index must answer. */
function referenceSearch(
  documents: string[][],
  query: string,
  within: Set<number> | undefined,
  skip: number,
  limit: number,
) {
  const weights = [9, 3, 1];
  const letters = /^\p{L}+$/u;
  const tokens = words(query).slice(0, MAX_QUERY_WORDS);
  const hits: { document: number; score: number }[] = [];
  for (const [document, fields] of documents.entries()) {
    if (within && !within.has(document)) continue;
    let score = 0;
    for (const token of tokens) {
      let best = 0;
      for (const [field, text] of fields.entries()) {
        const tokensOfField = words(text);
        for (const word of field === 0 ? [...tokensOfField, ...joinedCodes(tokensOfField)] : tokensOfField) {
          const typo =
            token.length >= 5 && letters.test(token) && letters.test(word) && matchesWithOneTypo(token, word);
          const quality = word === token ? 3 : word.startsWith(token) ? 2 : typo ? 1 : 0;
          best = Math.max(best, (weights[field] ?? 1) * quality);
        }
      }
      if (best === 0) score = -1;
      if (score < 0) break;
      score += best;
    }
    if (score >= 0) hits.push({ document, score });
  }
  hits.sort((a, b) => b.score - a.score || a.document - b.document);
  return { total: hits.length, documents: hits.slice(skip, skip + limit).map((hit) => hit.document) };
}

describe("term index", () => {
  const vocabulary = [
    "foam",
    "foams",
    "Silicone",
    "silcone",
    "fluid",
    "émulsion",
    "release",
    "s-120",
    "agent",
    "oil",
  ];
  const text = fc.array(fc.constantFrom(...vocabulary), { maxLength: 5 }).map((picked) => picked.join(" "));
  const document = fc.tuple(text, text, text).map((fields) => [...fields]);
  // Whole words, words still being typed, and typos, including at the first letter.
  const typos = ["silicne", "emulsoin", "ilicone", "xelease", "fluids", "s120"];
  const queryWord = fc.oneof(
    fc.constantFrom(...vocabulary, ...typos),
    fc
      .tuple(fc.constantFrom(...vocabulary, ...typos), fc.nat(8))
      .map(([word, cut]) => word.slice(0, Math.max(1, word.length - cut))),
  );

  it("ranks a whole word above a prefix above a typo, and a name typo above a description match", () => {
    const kinds = createTermIndex([["silicones"], ["silicone"], ["silcone"]]);
    expect(kinds.search({ query: "silicone", skip: 0, limit: 10 }).documents).toEqual([1, 0, 2]);
    const fields = createTermIndex([
      ["fluid", "", "silicone"],
      ["silcone fluid", "", ""],
    ]);
    expect(fields.search({ query: "silicone", skip: 0, limit: 10 }).documents).toEqual([1, 0]);
  });

  it("tolerates a typo at the first or second letter", () => {
    const index = createTermIndex([["silicone"], ["release"]]);
    for (const typed of ["ilicone", "xilicone", "isilicone", "islicone", "sxlicone", "slicone", "elease"])
      expect(index.search({ query: typed, skip: 0, limit: 10 }).total).toBe(1);
  });

  it("builds the same index step by step, letting other work run in between", async () => {
    const documents = Array.from({ length: 5000 }, (_, index) => [
      `Fenfoam S-${index}`,
      index % 2 ? "Silicone Fluid" : "Foam Control Agents",
      `A silicone antifoam for batch ${index % 97}.`,
    ]);
    let turns = 0;
    const counter = setInterval(() => turns++, 0);
    const built = await buildTermIndex(documents);
    clearInterval(counter);
    expect(turns).toBeGreaterThan(0);
    const direct = createTermIndex(documents);
    for (const query of ["silicone", "foam", "s-42", "silcone fluid", ""])
      expect(built.search({ query, skip: 5, limit: 10 })).toEqual(
        direct.search({ query, skip: 5, limit: 10 }),
      );
  });

  it("finds and ranks exactly what the one-document-at-a-time definition does, page by page", () => {
    fc.assert(
      fc.property(
        fc.array(document, { maxLength: 120 }),
        fc.array(queryWord, { maxLength: 3 }),
        fc.option(fc.array(fc.nat(119))),
        fc.nat(30),
        fc.integer({ min: 1, max: 15 }),
        (documents, queryWords, allowed, skip, limit) => {
          const query = queryWords.join(" ");
          const inRange = allowed?.filter((index) => index < documents.length);
          const within = inRange ? setOf(documents.length, inRange) : undefined;
          const index = createTermIndex(documents);
          expect(index.search({ query, within, skip, limit })).toEqual(
            referenceSearch(documents, query, inRange ? new Set(inRange) : undefined, skip, limit),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
