export const NEWS_PATH = "/news";

/** The address of one page of news; the first page has no query, so it has one canonical URL. */
export function newsPageHref(page: number, hash = ""): string {
  return `${page > 1 ? `${NEWS_PATH}?page=${page}` : NEWS_PATH}${hash}`;
}
