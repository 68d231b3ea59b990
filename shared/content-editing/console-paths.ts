/**
 * The console's addresses for editable content, one pattern per kind (issue 15):
 * `/staff/<kind>` lists, `/staff/<kind>/new` creates, `/staff/<kind>/<key>` edits.
 */
export function contentItemPath(kind: string, key: string | number): string {
  return `/staff/${kind}/${key}`;
}

/** The news console's addresses, as the route and access tables name them (the pattern above, spelled out). */
export const NEWS_LIST_PATH = "/staff/news";
export const NEWS_NEW_PATH = "/staff/news/new";
export const NEWS_ITEM_PATH = "/staff/news/:key";
