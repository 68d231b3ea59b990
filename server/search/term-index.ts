import { MIN_TYPO_WORD_LENGTH, matchesWithOneTypo } from "./one-edit.ts";
import { joinedCodes, MAX_QUERY_WORDS, words } from "./search-text.ts";

/** Weight of a match by field: the first field (the name) outranks the second, the second the rest. */
const FIELD_WEIGHTS = [9, 3, 1] as const;
/** Weight of a match by kind: a whole word beats a prefix, a prefix beats a typo. */
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const MAX_SCORE = MAX_QUERY_WORDS * FIELD_WEIGHTS[0] * EXACT;
/** Below this many hits, sorting them beats scanning every document. */
const SORT_LIMIT = 4096;

type WordMatch = { word: number; quality: number };

export type TermQuery = {
  query: string;
  /** Documents left out of the result (e.g. other categories); all are kept when absent. */
  accept?: (document: number) => boolean;
  skip: number;
  /** Documents to return; `Infinity` for every one. */
  limit: number;
};

export type TermResult = { total: number; documents: number[] };

/**
 * An in-memory inverted index over documents of up to three fields, most important first.
 * Every query word must match a word of the document (its start, or the whole word with one typo
 * when five letters or more); documents rank by the sum of their best match per query word, then
 * by their position in the input, so callers pass documents in tie-break order (e.g. by name).
 * Searching is synchronous and reuses scratch arrays, which is safe on Node's single thread.
 */
export function createTermIndex(documents: readonly (readonly string[])[]) {
  const count = documents.length;
  const byWord = new Map<string, number[]>();
  for (const [document, fields] of documents.entries()) {
    for (const [field, text] of fields.slice(0, FIELD_WEIGHTS.length).entries()) {
      const tokens = words(text);
      for (const token of field === 0 ? [...tokens, ...joinedCodes(tokens)] : tokens) {
        const postings = byWord.get(token) ?? [];
        if (postings.length === 0) byWord.set(token, postings);
        // Fields come in order of importance, so a document's first posting for a word is its best.
        if (postings.length === 0 || (postings[postings.length - 1] ?? 0) >> 2 !== document)
          postings.push((document << 2) | field);
      }
    }
  }
  const vocabulary = [...byWord.keys()].sort();
  const postings = vocabulary.map((word) => Int32Array.from(byWord.get(word) ?? []));
  byWord.clear();
  const typoCandidates = vocabulary.flatMap((word, index) =>
    word.length >= MIN_TYPO_WORD_LENGTH - 1 && /^\p{L}+$/u.test(word) ? [index] : [],
  );

  const scores = new Uint16Array(count);
  const matched = new Uint8Array(count);
  const best = new Uint8Array(count);
  const histogram = new Uint32Array(MAX_SCORE + 1);
  const wordMatches = new Map<string, WordMatch[]>();

  function firstAtOrAfter(token: string): number {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((vocabulary[middle] ?? "") < token) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function matchingWords(token: string): WordMatch[] {
    const known = wordMatches.get(token);
    if (known) return known;
    const found: WordMatch[] = [];
    for (let index = firstAtOrAfter(token); vocabulary[index]?.startsWith(token); index++)
      found.push({ word: index, quality: vocabulary[index] === token ? EXACT : PREFIX });
    if (token.length >= MIN_TYPO_WORD_LENGTH && /^\p{L}+$/u.test(token)) {
      for (const index of typoCandidates) {
        const word = vocabulary[index] ?? "";
        if (!word.startsWith(token) && matchesWithOneTypo(token, word))
          found.push({ word: index, quality: TYPO });
      }
    }
    // Queries repeat (autocomplete sends every keystroke); the cache is bounded by dropping it whole.
    if (wordMatches.size > 5000) wordMatches.clear();
    wordMatches.set(token, found);
    return found;
  }

  function everyDocument({ accept, skip, limit }: TermQuery): TermResult {
    const page: number[] = [];
    let total = 0;
    for (let document = 0; document < count; document++) {
      if (accept && !accept(document)) continue;
      if (total >= skip && page.length < limit) page.push(document);
      total++;
    }
    return { total, documents: page };
  }

  function search(request: TermQuery): TermResult {
    const tokens = words(request.query).slice(0, MAX_QUERY_WORDS);
    if (tokens.length === 0) return everyDocument(request);
    let candidates: number[] = [];
    for (const [position, token] of tokens.entries()) {
      const touched: number[] = [];
      for (const { word, quality } of matchingWords(token)) {
        for (const posting of postings[word] ?? []) {
          const document = posting >> 2;
          if (matched[document] !== position) continue;
          const score = (FIELD_WEIGHTS[posting & 3] ?? 1) * quality;
          if (best[document] === 0) touched.push(document);
          if (score > (best[document] ?? 0)) best[document] = score;
        }
      }
      for (const document of touched) {
        scores[document] = (scores[document] ?? 0) + (best[document] ?? 0);
        best[document] = 0;
        matched[document] = position + 1;
      }
      if (position === 0) candidates = touched;
    }
    const result = collect(candidates, tokens.length, request);
    for (const document of candidates) {
      scores[document] = 0;
      matched[document] = 0;
    }
    return result;
  }

  /** The requested page of hits, best score first, then in input order; no full sort of large results. */
  function collect(candidates: number[], wordCount: number, { accept, skip, limit }: TermQuery): TermResult {
    const hits = candidates.filter(
      (document) => matched[document] === wordCount && (!accept || accept(document)),
    );
    histogram.fill(0);
    for (const document of hits) {
      const score = scores[document] ?? 0;
      histogram[score] = (histogram[score] ?? 0) + 1;
    }
    const ordered = hits.length <= SORT_LIMIT ? Int32Array.from(hits).sort() : undefined;
    const page: number[] = [];
    let toSkip = skip;
    for (let score = MAX_SCORE; score > 0 && page.length < limit; score--) {
      const atScore = histogram[score] ?? 0;
      if (atScore === 0) continue;
      if (toSkip >= atScore) {
        toSkip -= atScore;
        continue;
      }
      const take = (document: number) => {
        if (scores[document] !== score) return;
        if (toSkip > 0) toSkip--;
        else if (page.length < limit) page.push(document);
      };
      if (ordered) for (const document of ordered) take(document);
      else
        for (let document = 0; document < count && page.length < limit; document++)
          if (matched[document] === wordCount && (!accept || accept(document))) take(document);
    }
    return { total: hits.length, documents: page };
  }

  return { search, size: count };
}

export type TermIndex = ReturnType<typeof createTermIndex>;
