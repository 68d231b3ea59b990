import fs from "node:fs";
import path from "node:path";

/**
 * `newKey` of a kind whose items are a fixed set (the eleven industries, the case-study and
 * industry pages of the route table, the one home page): the console edits them but creates none.
 */
export function noNewItems(label: string): () => Promise<string> {
  return () => Promise.reject(new Error(`${label}: the items are a fixed set; none can be created`));
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
  fs.writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
}
