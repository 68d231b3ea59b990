import type { TranslationKind } from "./translation-kinds.ts";

/** Keys whose values are addresses, names or references, never translated: the editor leaves them out. */
const UNTRANSLATED_KEYS = new Set([
  "slug",
  "id",
  "image",
  "image1",
  "video",
  "content_image1",
  "content_image2",
  "content_pdf1",
  "content_pdf2",
  "to",
  "industry",
  "related",
  "product",
  "pdf",
  "file",
  "issued",
  "revised",
  "updated",
]);

/** The console's form fields of the texts: `t.` and the text's path in the item. */
export const TEXT_FIELD_PREFIX = "t.";

/** One text of an item: the English beside its translation, as the console's editor shows them. */
export type TranslationLeaf = {
  /** `sections.2.detail`: where the text sits in the item; also the form field's name after `t.`. */
  path: string;
  label: string;
  english: string;
  translated: string;
  rich: boolean;
};

const at = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** Whether `path` is one of `patterns` (`sections[].detail`, `content.content_detail*`). */
function matchesPath(patterns: readonly string[], path: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const parts = pattern.replaceAll("[]", ".[]").split(".");
    return (
      parts.length === path.length &&
      parts.every((part, index) => {
        const step = path[index] ?? "";
        if (part === "[]") return /^\d+$/.test(step);
        return part.endsWith("*") ? step.startsWith(part.slice(0, -1)) : part === step;
      })
    );
  });
}

/** Whether the text at `path` is rich text: a path of `kind.richText` names it. */
export function isRichTextPath(kind: TranslationKind, path: readonly string[]): boolean {
  return matchesPath(kind.richText, path);
}

/** Whether the value at `path` stays the English's: a reference by its key, or a path of `kind.untranslated`. */
function isUntranslated(kind: TranslationKind, path: readonly string[]): boolean {
  return UNTRANSLATED_KEYS.has(path.at(-1) ?? "") || matchesPath(kind.untranslated ?? [], path);
}

/** "How we help 2 · detail": a text's place, in the words of the kind's fields. */
function labelOf(kind: TranslationKind, path: readonly string[]): string {
  const [field = "", ...rest] = path;
  const top = kind.fields.find((candidate) => candidate.name === field)?.label ?? field;
  return rest.reduce(
    (label, step) => (/^\d+$/.test(step) ? `${label} ${Number(step) + 1}` : `${label} · ${step}`),
    top,
  );
}

/** Every text of `english` the kind translates, in order, with its translation (empty when missing). */
export function translationLeaves(
  kind: TranslationKind,
  english: object,
  translation: object | undefined,
): TranslationLeaf[] {
  const leaves: TranslationLeaf[] = [];
  const walk = (source: unknown, translated: unknown, path: string[]) => {
    if (typeof source === "string") {
      if (source.trim() === "") return;
      leaves.push({
        path: path.join("."),
        label: labelOf(kind, path),
        english: source,
        translated: typeof translated === "string" ? translated : "",
        rich: isRichTextPath(kind, path),
      });
    } else if (Array.isArray(source)) {
      for (const [index, element] of source.entries()) {
        walk(element, at(translated, String(index)), [...path, String(index)]);
      }
    } else if (typeof source === "object" && source !== null) {
      for (const [key, part] of Object.entries(source)) {
        if (!isUntranslated(kind, [...path, key])) walk(part, at(translated, key), [...path, key]);
      }
    }
  };
  for (const { name } of kind.fields) walk(at(english, name), at(translation, name), [name]);
  return leaves;
}

/**
 * The translation an editor's form describes: each text at its path, in the English's shape (lists as
 * lists, with an empty object where a row has nothing to translate), ready to be stored.
 */
export function translationOfLeaves(
  kind: TranslationKind,
  english: object,
  texts: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const build = (source: unknown, path: string): unknown => {
    if (typeof source === "string") return texts.get(path)?.trim() ?? "";
    if (Array.isArray(source)) return source.map((element, index) => build(element, `${path}.${index}`));
    if (typeof source === "object" && source !== null) {
      const entries = Object.entries(source).flatMap(([key, part]) => {
        if (isUntranslated(kind, [...path.split("."), key])) return [];
        const value = build(part, `${path}.${key}`);
        return value === undefined || value === "" ? [] : [[key, value] as const];
      });
      return Object.fromEntries(entries);
    }
    return undefined;
  };
  const translation: Record<string, unknown> = {};
  for (const { name } of kind.fields) {
    const value = build(at(english, name), name);
    if (value !== undefined && value !== "") translation[name] = value;
  }
  return translation;
}
