/** A field of a kind as its editor labels it: the same words the public page uses. */
export type FieldLabel<Record> = { name: keyof Record & string; label: string };

/** The labels of the fields whose values differ, in the kind's field order. */
export function changedFields<Record extends object>(
  fields: readonly FieldLabel<Record>[],
  before: Record | null,
  after: Record | null,
): string[] {
  return fields
    .filter(
      ({ name }) =>
        JSON.stringify((before as { [key: string]: unknown } | null)?.[name] ?? null) !==
        JSON.stringify((after as { [key: string]: unknown } | null)?.[name] ?? null),
    )
    .map(({ label }) => label);
}

/** "Title and Text changed", "Nothing changed": a revision's readable summary. */
export function changeSummary(labels: readonly string[]): string {
  if (labels.length === 0) return "Nothing changed";
  if (labels.length === 1) return `${labels[0]} changed`;
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)} changed`;
}
