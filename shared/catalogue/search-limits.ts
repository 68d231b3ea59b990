/** Spec 9: ten products a page; skip = 10 × (page − 1). */
export const PRODUCT_PAGE_SIZE = 10;

/** The longest query the search accepts, in characters; the API refuses longer input with a 400. */
export const MAX_QUERY_LENGTH = 100;
