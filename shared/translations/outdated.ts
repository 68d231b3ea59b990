import type { TranslationKind } from "./translation-kinds.ts";

/** Each translated field's English, as text: what a translation was written against. */
export type EnglishSource = Record<string, string>;

/** The English of `kind`'s translated fields in `english`, each as JSON (a field may hold a list). */
export function englishSource(
  kind: TranslationKind,
  english: Readonly<Record<string, unknown>>,
): EnglishSource {
  return Object.fromEntries(
    kind.fields.map((field) => [field.name, JSON.stringify(english[field.name] ?? null)]),
  );
}

/**
 * The fields whose English changed since the translation was written against `source` (issue 31,
 * issue 34): by their labels, in the kind's order. A glossary's key is its English term, which
 * cannot change under it; a translation with no source noted yet is taken as current.
 */
export function outdatedFields(
  kind: TranslationKind,
  english: Readonly<Record<string, unknown>>,
  source: EnglishSource | undefined,
): string[] {
  if (!source || kind.layout === "glossary") return [];
  const now = englishSource(kind, english);
  return kind.fields
    .filter((field) => (source[field.name] ?? now[field.name]) !== now[field.name])
    .map((field) => field.label);
}
