import type { TranslationKind } from "./translation-kinds.ts";

/** An English record in a page's language, or the English itself when its translation is missing. */
export type Translated<T> = { value: T; complete: boolean };

type Laid = { value: unknown; complete: boolean };

const hasText = (value: unknown): boolean =>
  typeof value === "string"
    ? value.trim() !== ""
    : Array.isArray(value)
      ? value.length > 0
      : typeof value === "object" && value !== null;

/**
 * Lays a translation over the English value it mirrors: a text needs a translated text, a list the
 * same number of elements (a section added in English since leaves the translation incomplete), and an
 * object takes the translated keys it has; what the translation leaves out (names, addresses) stays.
 */
function lay(english: unknown, translated: unknown): Laid {
  if (typeof english === "string") {
    if (english.trim() === "") return { value: english, complete: true };
    return typeof translated === "string" && translated.trim() !== ""
      ? { value: translated, complete: true }
      : { value: english, complete: false };
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length)
      return { value: english, complete: false };
    const parts = english.map((element, index) => lay(element, translated[index]));
    return { value: parts.map((part) => part.value), complete: parts.every((part) => part.complete) };
  }
  if (typeof english === "object" && english !== null) {
    if (typeof translated !== "object" || translated === null || Array.isArray(translated))
      return { value: english, complete: false };
    const value: Record<string, unknown> = { ...english };
    let complete = true;
    for (const [key, part] of Object.entries(translated)) {
      if (!(key in english)) continue;
      const laid = lay((english as Record<string, unknown>)[key], part);
      value[key] = laid.value;
      complete &&= laid.complete;
    }
    return { value, complete };
  }
  return { value: english, complete: true };
}

/**
 * The record in the translation's language when every field of the kind that has English text is
 * translated; otherwise the English record, marked incomplete, so a page never mixes two languages
 * in one text and the visitor is told which language they read (decision 063).
 */
export function overlayTranslation<T extends object>(
  kind: Pick<TranslationKind, "fields">,
  english: T,
  translation: object | undefined,
): Translated<T> {
  if (!translation) return { value: english, complete: false };
  const value: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const { name } of kind.fields) {
    const source = (english as Record<string, unknown>)[name];
    if (!hasText(source)) continue;
    const laid = lay(source, (translation as Record<string, unknown>)[name]);
    if (!laid.complete) return { value: english, complete: false };
    value[name] = laid.value;
  }
  return { value: value as T, complete: true };
}
