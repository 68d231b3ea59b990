/** Where the rich-text editor's link search asks for the site's pages: `?q=` words of a title. */
export const LINK_TARGETS_PATH = "/staff/link-targets";

/** At most this many pages answer one search; a longer list asks for another word, not a scroll. */
export const LINK_TARGET_LIMIT = 12;

/** A live page of the site a rich-text link can lead to. */
export type LinkTarget = { title: string; path: string; kind: string };

export function linkTargetsHref(query: string): string {
  return `${LINK_TARGETS_PATH}?${new URLSearchParams({ q: query })}`;
}
