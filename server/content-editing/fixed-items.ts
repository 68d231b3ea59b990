import fs from "node:fs";
import path from "node:path";

/**
 * `newKey` of a kind whose items are a fixed set (the eleven industries, the case-study and
 * industry pages of the route table, the one home page): the console edits them but creates none.
 */
export function noNewItems(label: string): () => Promise<string> {
  return () => Promise.reject(new Error(`${label}: the items are a fixed set; none can be created`));
}

/** Biome's width for lines of the content files, which lint checks. */
const LINE_WIDTH = 110;

/**
 * JSON as the content files keep it, so an export passes the formatter unchanged: two-space
 * indents, and a list of strings on one line when that line fits (as the formatter writes it).
 */
export function contentJson(value: unknown): string {
  const json = JSON.stringify(value, null, 2).replace(
    /^( *)([^\n]*)\[\n((?: *"(?:[^"\\\n]|\\.)*",?\n)+) *\](,?)$/gm,
    (block: string, indent: string, start: string, lines: string, comma: string) => {
      const items = lines.split("\n").flatMap((line) => {
        const item = line.trim().replace(/,$/, "");
        return item ? [item] : [];
      });
      const oneLine = `${indent}${start}[${items.join(", ")}]${comma}`;
      return oneLine.length <= LINE_WIDTH ? oneLine : block;
    },
  );
  return `${json}\n`;
}

/** Writes a kind's records as the content file keeps them: `order` gives each key's place. */
export function writeInOrder<Record>(
  file: string,
  records: readonly Record[],
  keyOf: (record: Record) => string,
  order: readonly string[],
): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const ordered = [...records].sort((a, b) => order.indexOf(keyOf(a)) - order.indexOf(keyOf(b)));
  fs.writeFileSync(file, contentJson(ordered));
}
