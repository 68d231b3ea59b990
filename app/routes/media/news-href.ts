/** The address of one page of news; the first page has no query, so it has one canonical URL. */
export function newsPageHref(page: number, hash = ""): string {
  return `${page > 1 ? `/news?page=${page}` : "/news"}${hash}`;
}
