/** Spec 9: ten products a page; skip = 10 × (page − 1). */
export const PRODUCT_PAGE_SIZE = 10;

/** The longest query the search accepts, in characters; the API refuses longer input with a 400. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The most products one list of a category holds (`/api/list?all=true`, the enquiry forms' product
 * choices): the first in name order. The largest family of the sample catalogue has 93.
 */
export const FAMILY_PRODUCT_LIMIT = 250;
