/** News items a page (spec 9: skip is 0, 5, 10, …). */
export const NEWS_PAGE_SIZE = 5;
