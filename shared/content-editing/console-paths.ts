/**
 * The console's addresses for editable content, one pattern per kind (issue 15):
 * `/staff/<kind>` lists, `/staff/<kind>/new` creates, `/staff/<kind>/<key>` edits; each kind's
 * come from its description (console-kind.ts, decision 104).
 */
export function contentItemPath(kind: string, key: string | number): string {
  return `/staff/${kind}/${key}`;
}

/** The redirect table: every redirect listed, the editors' own added, changed and deleted on it (decision 079). */
export const REDIRECTS_PATH = "/staff/redirects";

/** The translations of the content (decision 063): what each language lacks, and each item's texts side by side. */
export const TRANSLATIONS_PATH = "/staff/translations";
export const TRANSLATION_ITEM_PATH = "/staff/translations/:kind/:key/:language";

export function translationItemPath(kind: string, key: string, language: string): string {
  return `${TRANSLATIONS_PATH}/${kind}/${encodeURIComponent(key)}/${language}`;
}
