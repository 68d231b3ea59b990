/**
 * Names of the anti-forgery token's carriers (spec 7: "an anti-forgery header taken from a cookie"):
 * the server sets the cookie, the page's script copies it into the header, a form posted without
 * JavaScript carries it in a hidden field.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
/** The cookie's name over HTTPS: the __Host- prefix stops a sibling subdomain from planting its own token. */
export const XSRF_HOST_COOKIE = "__Host-XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const XSRF_FIELD = "_xsrf";
