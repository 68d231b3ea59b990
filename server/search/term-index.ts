import { setImmediate } from "node:timers/promises";
import { DocumentSet } from "./document-set.ts";
import { MIN_TYPO_WORD_LENGTH, matchesWithOneTypo, typoKeyLetters } from "./one-edit.ts";
import { joinedCodes, MAX_QUERY_WORDS, normalizeText, words } from "./search-text.ts";

/** Weight of a match by field: the first field (the name) outranks the second, the second the rest. */
const FIELD_WEIGHTS = [9, 3, 1] as const;
const FIELDS = FIELD_WEIGHTS.length;
/** Weight of a match by kind: a whole word beats a prefix, a prefix beats a typo. */
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const MAX_WORD_SCORE = FIELD_WEIGHTS[0] * EXACT;
const MAX_SCORE = MAX_QUERY_WORDS * MAX_WORD_SCORE;
/** Distinct query words whose typo matches are remembered; the memo is dropped whole beyond it. */
const TYPO_MEMO = 5000;

/** The documents a query word matches, split by the score of their best match, highest first. */
type Level = { score: number; documents: DocumentSet };

type TermQuery = {
  query: string;
  /** Only these documents may be returned (e.g. one category's); every document when absent. */
  within?: DocumentSet;
  skip: number;
  /** Documents to return; `Infinity` for every one. */
  limit: number;
};

type TermResult = { total: number; documents: number[] };

/**
 * An in-memory inverted index over documents of up to three fields, most important first.
 * Every query word must match a word of the document (its start, or the whole word with one typo
 * when five letters or more); documents rank by the sum of their best match per query word, then
 * by their position in the input, so callers pass documents in tie-break order (e.g. by name).
 *
 * A query never looks at documents one by one: each query word's matches become bit sets, one per
 * score, and documents with the same total score stay together in one set while the words are
 * combined. The page is then read off the sets in score order, and the total is a bit count.
 * Searching is synchronous and reuses scratch sets, which is safe on Node's single thread.
 */
export function createTermIndex(documents: readonly (readonly string[])[]): TermIndex {
  const steps = postingSteps(documents);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return termIndex(documents.length, step.value);
}

/**
 * `createTermIndex` for long lists: indexing 100,000 products takes seconds, so it pauses every
 * few thousand documents and the process keeps answering other requests meanwhile.
 */
export async function buildTermIndex(documents: readonly (readonly string[])[]): Promise<TermIndex> {
  const steps = postingSteps(documents);
  let step = steps.next();
  while (!step.done) {
    await setImmediate();
    step = steps.next();
  }
  return termIndex(documents.length, step.value);
}

function termIndex(count: number, { vocabulary, postingStarts, postings, denseLists }: Postings) {
  const everyDocument = DocumentSet.full(count);
  const typoBuckets = typoCandidateBuckets(vocabulary);
  const typoMatches = new Map<string, number[]>();
  // Sets a search works in, kept between searches: a set of 100,000 documents is 12.5 kB.
  const spare: DocumentSet[] = [];
  const taken = new Set<DocumentSet>();

  function takeScratch(): DocumentSet {
    const set = spare.pop() ?? new DocumentSet(count);
    taken.add(set);
    return set;
  }

  /** Hands a set back for reuse; sets the search did not take (such as `within`) are left alone. */
  function giveBack(set: DocumentSet | undefined): void {
    if (!set || !taken.delete(set)) return;
    set.clear();
    spare.push(set);
  }

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

  /** Vocabulary words one typo away from `token` that do not start with it; remembered per token. */
  function typoWords(token: string): number[] {
    if (token.length < MIN_TYPO_WORD_LENGTH || !/^\p{L}+$/u.test(token)) return [];
    const known = typoMatches.get(token);
    if (known) return known;
    const found = new Set<number>();
    for (const letter of typoKeyLetters(token)) {
      for (const index of typoBuckets.get(letter) ?? []) {
        const word = vocabulary[index] ?? "";
        if (!word.startsWith(token) && matchesWithOneTypo(token, word)) found.add(index);
      }
    }
    // Queries repeat (autocomplete sends every keystroke), so the scan is remembered.
    if (typoMatches.size >= TYPO_MEMO) typoMatches.clear();
    const matches = [...found];
    typoMatches.set(token, matches);
    return matches;
  }

  /** Adds the documents of one vocabulary word, by field, to the level of their score. */
  function fileWord(byScore: (DocumentSet | undefined)[], word: number, quality: number): void {
    for (let field = 0; field < FIELDS; field++) {
      const list = word * FIELDS + field;
      const dense = denseLists[list];
      const start = postingStarts[list] as number;
      const end = postingStarts[list + 1] as number;
      if (!dense && start === end) continue;
      const score = (FIELD_WEIGHTS[field] as number) * quality;
      const level = byScore[score] ?? takeScratch();
      byScore[score] = level;
      if (dense) level.addAll(dense);
      else for (let index = start; index < end; index++) level.add(postings[index] as number);
    }
  }

  /** The documents matching one query word, in disjoint sets by the score of their best match. */
  function levels(token: string): Level[] {
    const byScore: (DocumentSet | undefined)[] = [];
    // The words starting with the token are one run of the sorted vocabulary, the token itself first.
    const from = firstAtOrAfter(token);
    const to = firstAtOrAfter(`${token}\uffff`);
    for (let word = from; word < to; word++)
      fileWord(byScore, word, vocabulary[word] === token ? EXACT : PREFIX);
    for (const word of typoWords(token)) fileWord(byScore, word, TYPO);
    const found: Level[] = [];
    const covered = takeScratch();
    for (let score = MAX_WORD_SCORE; score > 0; score--) {
      const level = byScore[score];
      if (!level) continue;
      level.removeAll(covered);
      covered.addAll(level);
      found.push({ score, documents: level });
    }
    giveBack(covered);
    return found;
  }

  /** Documents grouped by total score: each query word splits every group by its own levels. */
  function scoreGroups(tokens: string[], within: DocumentSet): (DocumentSet | undefined)[] {
    let groups: (DocumentSet | undefined)[] = [];
    groups[0] = within;
    for (const token of tokens) {
      const wordLevels = levels(token);
      const next: (DocumentSet | undefined)[] = [];
      for (let score = groups.length - 1; score >= 0; score--) {
        const group = groups[score];
        if (!group) continue;
        for (const level of wordLevels) {
          const existing = next[score + level.score];
          const target = existing ?? takeScratch();
          if (target.addIntersection(group, level.documents)) next[score + level.score] = target;
          else if (!existing) giveBack(target);
        }
      }
      for (const level of wordLevels) giveBack(level.documents);
      for (const group of groups) giveBack(group);
      groups = next;
      // No document matched every word so far: the remaining words cannot add any.
      if (groups.length === 0) break;
    }
    return groups;
  }

  function search({ query, within = everyDocument, skip, limit }: TermQuery): TermResult {
    const tokens = words(query).slice(0, MAX_QUERY_WORDS);
    try {
      const groups = tokens.length === 0 ? [within] : scoreGroups(tokens, within);
      const counts = groups.map((group) => group?.count() ?? 0);
      const total = counts.reduce((sum, groupCount) => sum + groupCount, 0);
      const page: number[] = [];
      let toSkip = skip;
      for (let score = Math.min(groups.length - 1, MAX_SCORE); score >= 0 && page.length < limit; score--) {
        const group = groups[score];
        const groupCount = counts[score] ?? 0;
        if (!group || groupCount === 0) continue;
        if (toSkip >= groupCount) {
          toSkip -= groupCount;
          continue;
        }
        group.slice(toSkip, limit - page.length, page);
        toSkip = 0;
      }
      return { total, documents: page };
    } finally {
      for (const set of taken) giveBack(set);
    }
  }

  /** Adds every document matching `query` within `within` to `into`, unranked: for counting. */
  function matchAll(
    { query, within = everyDocument }: Pick<TermQuery, "query" | "within">,
    into: DocumentSet,
  ) {
    const tokens = words(query).slice(0, MAX_QUERY_WORDS);
    try {
      const groups = tokens.length === 0 ? [within] : scoreGroups(tokens, within);
      for (const group of groups) if (group) into.addAll(group);
    } finally {
      for (const set of taken) giveBack(set);
    }
  }

  return { search, matchAll, size: count };
}

export type TermIndex = ReturnType<typeof termIndex>;

type Postings = {
  vocabulary: string[];
  postingStarts: Int32Array;
  postings: Int32Array;
  denseLists: (DocumentSet | undefined)[];
};

/** Documents indexed between two pauses of `buildTermIndex`. */
const DOCUMENTS_PER_STEP = 2000;

/**
 * Postings by word and field: a document is filed under the first (most important) field a word
 * occurs in. Long lists are kept as bit sets (fewer bytes, and merged a word of bits at a time);
 * the rest as ascending document numbers in one shared array, list `word × 3 + field` running
 * from `postingStarts[list]` to `postingStarts[list + 1]`.
 */
function* postingSteps(documents: readonly (readonly string[])[]): Generator<void, Postings> {
  const ids = new Map<string, number>();
  const lastDocument: number[] = [];
  let pairWords = new Int32Array(1 << 16);
  let pairPostings = new Int32Array(1 << 16);
  let pairs = 0;
  for (const [document, fields] of documents.entries()) {
    if (document % DOCUMENTS_PER_STEP === DOCUMENTS_PER_STEP - 1) yield;
    for (const [field, text] of fields.slice(0, FIELDS).entries()) {
      for (const token of fieldTokens(field, text)) {
        let id = ids.get(token);
        if (id === undefined) {
          id = ids.size;
          ids.set(token, id);
          lastDocument.push(-1);
        }
        // Fields come in order of importance, so a document's first posting for a word is its best.
        if (lastDocument[id] === document) continue;
        lastDocument[id] = document;
        if (pairs === pairWords.length) {
          pairWords = grown(pairWords);
          pairPostings = grown(pairPostings);
        }
        pairWords[pairs] = id;
        pairPostings[pairs++] = document * FIELDS + field;
      }
    }
  }

  yield;
  const vocabulary = [...ids.keys()].sort();
  const rank = new Int32Array(vocabulary.length);
  for (const [index, word] of vocabulary.entries()) rank[ids.get(word) as number] = index;
  const listOf = (pair: number) =>
    (rank[pairWords[pair] as number] as number) * FIELDS + ((pairPostings[pair] as number) % FIELDS);
  yield;

  const lists = vocabulary.length * FIELDS;
  const lengths = new Int32Array(lists);
  for (let pair = 0; pair < pairs; pair++) {
    const list = listOf(pair);
    lengths[list] = (lengths[list] as number) + 1;
  }
  // A bit set costs count/8 bytes whatever it holds, a list 4 bytes a document: lists worth half a
  // bit set or more become one, which also merges 32 documents a step instead of one.
  const denseFrom = Math.max(1, Math.ceil(documents.length / 64));
  const denseLists: (DocumentSet | undefined)[] = new Array(lists);
  const postingStarts = new Int32Array(lists + 1);
  for (let list = 0; list < lists; list++) {
    const length = lengths[list] as number;
    if (length >= denseFrom) denseLists[list] = new DocumentSet(documents.length);
    postingStarts[list + 1] = (postingStarts[list] as number) + (length >= denseFrom ? 0 : length);
  }
  yield;
  const postings = new Int32Array(postingStarts[lists] as number);
  const filled = postingStarts.slice(0, lists);
  // Pairs were recorded document by document, so every list comes out in ascending order.
  for (let pair = 0; pair < pairs; pair++) {
    const list = listOf(pair);
    const document = Math.floor((pairPostings[pair] as number) / FIELDS);
    const dense = denseLists[list];
    if (dense) dense.add(document);
    else {
      const at = filled[list] as number;
      postings[at] = document;
      filled[list] = at + 1;
    }
  }
  return { vocabulary, postingStarts, postings, denseLists };
}

/**
 * The words of one field. Repeats need not be removed here (a document is filed once per word
 * anyway), which saves building a set for every description; names also get their joined codes.
 */
function fieldTokens(field: number, text: string): string[] {
  if (field === 0) {
    const tokens = words(text);
    return [...tokens, ...joinedCodes(tokens)];
  }
  const normalized = normalizeText(text);
  return normalized ? normalized.split(" ") : [];
}

function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
}

/**
 * Words a typo can reach (letters only, long enough), filed under their first and under their
 * second letter, so the typo pass reads only the few buckets `typoKeyLetters` names.
 */
function typoCandidateBuckets(vocabulary: string[]): Map<string, number[]> {
  const buckets = new Map<string, number[]>();
  const file = (letter: string | undefined, index: number) => {
    if (letter === undefined) return;
    const bucket = buckets.get(letter);
    if (bucket) bucket.push(index);
    else buckets.set(letter, [index]);
  };
  for (const [index, word] of vocabulary.entries()) {
    if (word.length < MIN_TYPO_WORD_LENGTH - 1 || !/^\p{L}+$/u.test(word)) continue;
    file(word[0], index);
    if (word[1] !== word[0]) file(word[1], index);
  }
  return buckets;
}
