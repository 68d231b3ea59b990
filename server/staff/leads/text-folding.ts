import { type RawBuilder, sql } from "kysely";

/**
 * Letters of the languages leads write in, with what a person types for them on an English
 * keyboard: "muller" finds Müller, "sao paulo" São Paulo, "strasse" Straße. Capitals are listed
 * too, since SQLite's lower() changes only ASCII letters.
 */
const FOLDS: Record<string, string> = Object.fromEntries(
  Object.entries({
    a: "àáâãäåāăą",
    c: "çćčĉċ",
    d: "ďđ",
    e: "èéêëēĕėęě",
    g: "ğĝġģ",
    i: "ìíîïīĭįı",
    l: "łľĺļ",
    n: "ñńňņ",
    o: "òóôõöøōŏő",
    r: "řŕŗ",
    s: "śšşŝș",
    t: "ťţț",
    u: "ùúûüūŭůűų",
    y: "ýÿŷ",
    z: "źżž",
  }).flatMap(([plain, letters]) =>
    [...letters].flatMap((letter) => [
      [letter, plain],
      [letter.toUpperCase(), plain],
    ]),
  ),
);
const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", Æ: "ae", œ: "oe", Œ: "oe" };
// "ı".toUpperCase() is "I", which lower() already folds: only letters of their own are listed.
const LETTERS = Object.entries(FOLDS).filter(([letter]) => /[^a-z]/i.test(letter));
const ALL_FOLDS = [...LETTERS, ...Object.entries(LIGATURES)];

/** The text as the inbox's search compares it: lower case, without accents. */
export function foldText(text: string): string {
  let folded = text.toLowerCase();
  for (const [letter, plain] of ALL_FOLDS) folded = folded.replaceAll(letter, plain);
  return folded;
}

/**
 * The same folding in SQL, as far as a search for `foldedTerm` needs it: only letters whose plain
 * form is in the term, since an accented letter the term cannot match may stay as it is (a third
 * of the work for a typical term). PostgreSQL maps them in one `translate()`; SQLite has none, so
 * each is a `replace()`.
 */
export function foldedSql(
  dialect: "sqlite" | "postgres",
  value: RawBuilder<string>,
  foldedTerm: string,
): RawBuilder<string> {
  const needed = ALL_FOLDS.filter(([, plain]) => foldedTerm.includes(plain));
  let folded: RawBuilder<string> = sql<string>`lower(${value})`;
  if (dialect === "postgres") {
    const letters = needed.filter(([, plain]) => plain.length === 1);
    const from = letters.map(([letter]) => letter).join("");
    const to = letters.map(([, plain]) => plain).join("");
    if (from) folded = sql<string>`translate(${folded}, ${from}, ${to})`;
  }
  for (const [letter, plain] of needed) {
    if (dialect === "sqlite" || plain.length > 1)
      folded = sql<string>`replace(${folded}, ${letter}, ${plain})`;
  }
  return folded;
}
