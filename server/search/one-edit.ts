/**
 * True when `a` becomes `b` by at most one edit: a changed, added or dropped character,
 * or two neighbouring characters swapped (the typos people make most).
 */
export function withinOneEdit(a: string, b: string): boolean {
  return prefixWithinOneEdit(a, b, b.length);
}

/** Typo tolerance applies only to words of this many letters or more. */
export const MIN_TYPO_WORD_LENGTH = 5;

/**
 * A typed word matches a longer indexed word with one typo, also while it is still being typed:
 * `silcone` matches `silicone`, and so does `silicn`.
 */
export function matchesWithOneTypo(typed: string, word: string): boolean {
  for (let length = typed.length - 1; length <= typed.length + 1; length++) {
    if (length > word.length || length < MIN_TYPO_WORD_LENGTH - 1) continue;
    if (prefixWithinOneEdit(typed, word, length)) return true;
  }
  return false;
}

/** `withinOneEdit(a, b.slice(0, length))` without building the slice: it runs for many words a query. */
function prefixWithinOneEdit(a: string, b: string, length: number): boolean {
  const difference = a.length - length;
  if (difference > 1 || difference < -1) return false;
  let start = 0;
  while (start < a.length && start < length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  if (difference === 1) return sameRun(a, start + 1, b, start, length - start);
  if (difference === -1) return sameRun(a, start, b, start + 1, a.length - start);
  if (start === length || sameRun(a, start + 1, b, start + 1, length - start - 1)) return true;
  return (
    start + 1 < length &&
    a.charCodeAt(start) === b.charCodeAt(start + 1) &&
    a.charCodeAt(start + 1) === b.charCodeAt(start) &&
    sameRun(a, start + 2, b, start + 2, length - start - 2)
  );
}

function sameRun(a: string, aStart: number, b: string, bStart: number, length: number): boolean {
  for (let offset = 0; offset < length; offset++)
    if (a.charCodeAt(aStart + offset) !== b.charCodeAt(bStart + offset)) return false;
  return true;
}

/**
 * A word one typo away from `typed` has one of these letters first or second: an edit near the
 * start either keeps the first letter, or moves the first or second typed letter into first or
 * second place. So the typo pass reads only the words filed under these letters.
 */
export function typoKeyLetters(typed: string): string[] {
  return [...new Set([typed[0] ?? "", typed[1] ?? ""])];
}
