/** The lower-case words of a text, accents dropped, as an address's slug takes them. */
export function slugWords(text: string): string[] {
  // The accents NFKD splits off go, rather than splitting their words ("müller" is "muller").
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

const SLUG_LENGTH = 80;

/** The slug a name suggests ("FenFoam S-120" → "fenfoam-s-120"), short enough for every kind's limit. */
export function slugOf(name: string): string {
  return slugWords(name).join("-").slice(0, SLUG_LENGTH).replace(/-+$/, "");
}
