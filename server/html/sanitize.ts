import sanitizeHtml from "sanitize-html";
import { isExternalAddress } from "#shared/content-editing/link-address.ts";

/**
 * A link as it may stay: a new tab only for an external address, and then never handing the opener
 * to the other site; any other `target` or `rel` is dropped.
 */
const safeLink: sanitizeHtml.Transformer = (tagName, { target, rel, ...attribs }) =>
  target === "_blank" && isExternalAddress(attribs.href ?? "")
    ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }
    : { tagName, attribs };

/**
 * The allow-list for rich text coming from content (CMS pages, news, profiles,
 * industries): formatting, lists, tables, links and images only. Scripts, event
 * handlers, styles, classes and javascript: URLs never survive; nor do spans, which carry nothing
 * without them but are most of what Word and web pages put on the clipboard. Headings are h2 and
 * h3, the levels the design draws under a page's own h1 (pasted h1 and h4 to h6 are moved to them).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "h2",
    "h3",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    a: safeLink,
    h1: "h2",
    h4: "h3",
    h5: "h3",
    h6: "h3",
  },
};

/** Rich text that opens every link in a new tab, as the industry pages' sections do (spec 2.8). */
const RICH_TEXT_LINKS_IN_NEW_TAB: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  transformTags: {
    ...RICH_TEXT.transformTags,
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
  },
};

export function sanitizeRichText(html: string, options: { linksInNewTab?: boolean } = {}): string {
  return sanitizeHtml(html, options.linksInNewTab ? RICH_TEXT_LINKS_IN_NEW_TAB : RICH_TEXT);
}

/** Plain text of a piece of rich text, for meta descriptions and search. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
