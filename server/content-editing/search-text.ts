import type { SnippetPart } from "#shared/content-editing/console-search.ts";
import { foldText } from "#shared/content-editing/content-list.ts";

/** Fields that hold addresses, files, keys or dates rather than words a person would search for. */
const NOT_TEXT = /slug|image|pdf|file|url|href|path|icon|date|email|^id$|Id$/i;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The words of a text, rich text's tags and entities read as a browser shows them. Stored rich text
 * has been through the allow-list sanitiser, and the snippet is drawn as text, so stripping tags
 * is enough here: a sanitiser pass per text made a search of every item several times slower.
 */
function plain(value: string): string {
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#")) {
        const code =
          name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Every text of a working copy, rich text as plain text, in the record's own order. */
export function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key && NOT_TEXT.test(key) ? [] : [plain(value)].filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  return [];
}

/** `text` folded as the lists fold it (decision 103), with where each folded character came from. */
function foldedWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = "";
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldText(char);
    folded += part;
    for (let unit = 0; unit < part.length; unit++) origins.push(index);
    index += char.length;
  }
  origins.push(text.length);
  return { folded, origins };
}

/** The query's words, folded; an item matches when each is somewhere in its title or texts. */
export function queryWords(query: string): string[] {
  return [...new Set(foldText(query).split(/\s+/).filter(Boolean))];
}

export function matchesAll(texts: readonly string[], words: readonly string[]): boolean {
  const folded = foldText(texts.join("\n"));
  return words.every((word) => folded.includes(word));
}

const BEFORE = 60;
const AFTER = 100;

/** Every place one of `words` is in `text`, as [start, end) of the original text, in order, not overlapping. */
function matchRanges(text: string, words: readonly string[]): [number, number][] {
  const { folded, origins } = foldedWithOrigins(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      ranges.push([origins[at] ?? 0, origins[at + word.length] ?? text.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.filter((range, index) => index === 0 || range[0] >= (ranges[index - 1]?.[1] ?? 0));
}

/**
 * A stretch of the first text holding a searched word, cut at spaces, with the words marked; the
 * title when only the title matched.
 */
export function snippetOf(texts: readonly string[], words: readonly string[]): SnippetPart[] {
  const text = texts.find((candidate) => matchRanges(candidate, words).length > 0) ?? texts[0] ?? "";
  const first = matchRanges(text, words)[0]?.[0] ?? 0;
  let start = Math.max(0, first - BEFORE);
  let end = Math.min(text.length, first + AFTER);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > first ? text.lastIndexOf(" ", end) : end;
  const shown = text.slice(start, end);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [from, to] of matchRanges(shown, words)) {
    if (from > at) parts.push({ text: shown.slice(at, from), match: false });
    parts.push({ text: shown.slice(from, to), match: true });
    at = to;
  }
  if (at < shown.length) parts.push({ text: shown.slice(at), match: false });
  if (start > 0) parts.unshift({ text: "…", match: false });
  if (end < text.length) parts.push({ text: "…", match: false });
  return parts;
}
