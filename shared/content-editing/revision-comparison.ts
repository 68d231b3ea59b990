/**
 * A run of a field's text in a comparison of two revisions: kept, only in the older one (removed)
 * or only in the newer one (added).
 */
export type ComparedText = { text: string; change?: "removed" | "added" };

/** One field whose value differs between the two revisions, named as the public page calls it. */
export type FieldChange = {
  label: string;
  /** The older revision's text: kept and removed runs. Empty when the field was empty. */
  before: ComparedText[];
  /** The newer revision's text: kept and added runs. */
  after: ComparedText[];
  /** The text reads the same and only its markup moved (bold, a link's address, a list's order of keys). */
  formattingOnly: boolean;
};

/** What differs between two revisions of an item, field by field. */
export type FieldComparison = { changed: FieldChange[]; unchanged: number };

/** Who wrote a revision and when, as the comparison's headings show it. */
export type RevisionStamp = { version: number; actorEmail: string | null; at: string };

/** The comparison an editor page shows: the two revisions and what differs between them. */
export type RevisionComparison = FieldComparison & { from: RevisionStamp; to: RevisionStamp };

/** The editor address's query naming the two revisions compared (`?from=3&to=5`). */
export const COMPARE_QUERY = { from: "from", to: "to" } as const;

/** "1 field unchanged", "12 fields unchanged". */
export function unchangedText(count: number): string {
  return `${count} ${count === 1 ? "field" : "fields"} unchanged`;
}
