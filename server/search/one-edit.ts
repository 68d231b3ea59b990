/**
 * True when `a` becomes `b` by at most one edit: a changed, added or dropped character,
 * or two neighbouring characters swapped (the typos people make most).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthDifference = a.length - b.length;
  if (lengthDifference > 1 || lengthDifference < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (lengthDifference === 1) return a.slice(start + 1) === b.slice(start);
  if (lengthDifference === -1) return a.slice(start) === b.slice(start + 1);
  if (a.slice(start + 1) === b.slice(start + 1)) return true;
  return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
}

/** Typo tolerance applies only to words of this many letters or more. */
export const MIN_TYPO_WORD_LENGTH = 5;

/**
 * A typed word matches a longer indexed word with one typo, also while it is still being typed:
 * `silcone` matches `silicone`, and so does `silicn`.
 */
export function matchesWithOneTypo(typed: string, word: string): boolean {
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length > word.length || length < MIN_TYPO_WORD_LENGTH - 1) continue;
    if (withinOneEdit(typed, word.slice(0, length))) return true;
  }
  return false;
}
