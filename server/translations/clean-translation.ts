import { isRichTextPath } from "#shared/translations/translation-fields.ts";
import type { TranslationKind } from "#shared/translations/translation-kinds.ts";
import { sanitizeRichText } from "../html/sanitize.ts";

/**
 * A translation as it may be stored: its rich-text fields through the same allow-list as the English,
 * every other text as it is (pages escape it).
 */
export function cleanTranslation(
  kind: TranslationKind,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const walk = (value: unknown, at: string[]): unknown => {
    if (typeof value === "string") {
      return isRichTextPath(kind, at) ? sanitizeRichText(value) : value;
    }
    if (Array.isArray(value)) return value.map((element, index) => walk(element, [...at, String(index)]));
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, walk(part, [...at, key])]));
    return value;
  };
  return walk(fields, []) as Record<string, unknown>;
}
