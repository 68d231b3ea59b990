import { diffWordsWithSpace } from "diff";
import type { FieldLabel } from "#shared/content-editing/changes.ts";
import type {
  ComparedText,
  FieldChange,
  FieldComparison,
} from "#shared/content-editing/revision-comparison.ts";
import { htmlText } from "../html/html-text.ts";
import type { EditableRecord } from "./content-kind.ts";

/** Longer than this a word diff gives up and shows the two texts whole: a page must never hang on one. */
const DIFF_TIMEOUT_MS = 200;

/** Rich text as the editor stores it: opens and closes with a tag. */
const looksLikeHtml = (text: string) => /^\s*<[a-z][^>]*>/i.test(text) && /<\/?[a-z][^>]*>\s*$/i.test(text);

/**
 * A field's value as text a person reads: rich text as its words, a list one item a line, a nested
 * record one `name: value` a line. Text, never markup: the page escapes it like any other.
 */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return looksLikeHtml(value) ? htmlText(value) : value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return value.map(valueText).join("\n");
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([name, inner]) => `${name}: ${valueText(inner)}`)
      .join("\n");
  }
  return String(value);
}

/** Appends a run, joined to the last one when both are the same kind of change. */
function push(runs: ComparedText[], text: string, change?: "removed" | "added") {
  const last = runs.at(-1);
  if (last && last.change === change) last.text += text;
  else runs.push(change ? { text, change } : { text });
}

/** The two texts as runs: a word-level diff, or both whole when the diff took too long. */
function compareText(before: string, after: string): Pick<FieldChange, "before" | "after"> {
  const changes = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) {
    return {
      before: before ? [{ text: before, change: "removed" }] : [],
      after: after ? [{ text: after, change: "added" }] : [],
    };
  }
  const runs = { before: [] as ComparedText[], after: [] as ComparedText[] };
  for (const change of changes) {
    if (change.added) push(runs.after, change.value, "added");
    else if (change.removed) push(runs.before, change.value, "removed");
    else {
      push(runs.before, change.value);
      push(runs.after, change.value);
    }
  }
  return runs;
}

/**
 * The kind's fields compared between two records, in the kind's field order: each field whose
 * stored value differs (the same test a revision's summary makes) with its old and new text, and
 * how many fields are the same.
 */
export function compareRecords<Record extends object>(
  fields: readonly FieldLabel<Record>[],
  before: EditableRecord,
  after: EditableRecord,
): FieldComparison {
  const changed: FieldChange[] = [];
  for (const { name, label } of fields) {
    if (JSON.stringify(before[name] ?? null) === JSON.stringify(after[name] ?? null)) continue;
    const beforeText = valueText(before[name]);
    const afterText = valueText(after[name]);
    changed.push({ label, ...compareText(beforeText, afterText), formattingOnly: beforeText === afterText });
  }
  return { changed, unchanged: fields.length - changed.length };
}
