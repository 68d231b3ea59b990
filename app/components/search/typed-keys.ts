/**
 * The box's text without the characters `allowedKey` would have blocked, had they been typed after
 * the page's scripts ran. Text the visitor added after the page's own (`original`, e.g. a search
 * carried in the URL) is cleaned, and the page's text kept, as it may hold characters (spaces) the
 * keys may not add; text the visitor changed elsewhere is cleaned whole.
 */
export function withoutBlockedKeys(text: string, original: string, allowedKey: RegExp): string {
  const kept = text.startsWith(original) ? original.length : 0;
  return (
    text.slice(0, kept) + [...text.slice(kept)].filter((character) => allowedKey.test(character)).join("")
  );
}
