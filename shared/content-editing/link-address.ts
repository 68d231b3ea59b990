/**
 * The addresses a rich-text link may have, shared by the editor (what it accepts) and the
 * sanitiser (what it keeps): the site's own pages as paths, and other sites and e-mail addresses.
 */

/** An address on another site over http(s): the only links that may open a new tab. */
export function isExternalAddress(href: string): boolean {
  return /^https?:\/\/[^/\s]/i.test(href);
}

/** A page of this site, written as its path (`/products/fenfoam-s-120`) or a place on the page. */
export function isSiteAddress(href: string): boolean {
  return /^\/(?![/\\])/.test(href) || href.startsWith("#");
}

/** Whether a link may keep `href`: a site path, http(s) or mailto; every other scheme is dropped. */
export function isAllowedLinkAddress(href: string): boolean {
  return isSiteAddress(href) || isExternalAddress(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href);
}

export const LINK_ADDRESS_MESSAGE =
  "Give a web address such as https://example.org/page, or an e-mail address.";

/**
 * What a person typed as an external link's address, made into one: `example.org/x` is taken as
 * https, `name@example.org` as a mailto; anything else than http, https and mailto is refused.
 */
export function externalLinkAddress(typed: string): { href: string } | { error: string } {
  const text = typed.trim();
  const written = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)
      ? `mailto:${text}`
      : `https://${text.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return { error: LINK_ADDRESS_MESSAGE };
  }
  if (url.protocol === "mailto:") {
    const href = `mailto:${url.pathname}${url.search}`;
    return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+/.test(href) ? { href } : { error: LINK_ADDRESS_MESSAGE };
  }
  if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) {
    return { href: url.href };
  }
  return { error: LINK_ADDRESS_MESSAGE };
}
