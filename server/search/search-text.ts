/** Words of a query beyond this many are ignored: they could only narrow an already empty result. */
export const MAX_QUERY_WORDS = 8;

/**
 * What a visitor typed, as a page reads it from its URL: control characters dropped (no product,
 * category or news title holds one, and PostgreSQL refuses text with NUL in it), ends trimmed.
 */
export function typedText(value: string | null): string {
  return (value ?? "").replace(/\p{Cc}+/gu, "").trim();
}

/** Anything but printable ASCII: such text may have accents to remove. */
const BEYOND_ASCII = /[^\x20-\x7e]/;

/** Lower case, accents removed (`Pâtisserie` → `patisserie`), anything but letters and digits a space. */
export function normalizeText(text: string): string {
  // Most text and nearly every query is plain ASCII, which Unicode normalisation would leave as it is.
  if (!BEYOND_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The distinct words of a text, in order of first appearance. */
export function words(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? [...new Set(normalized.split(" "))] : [];
}

/** A product code written as `S-120` is also found as `s120`: letter and digit runs joined. */
export function joinedCodes(tokens: string[]): string[] {
  const joined: string[] = [];
  for (let index = 1; index < tokens.length; index++) {
    const before = tokens[index - 1] ?? "";
    const token = tokens[index] ?? "";
    if (/^\p{L}{1,3}$/u.test(before) && /^\d/.test(token)) joined.push(before + token);
  }
  return joined;
}
