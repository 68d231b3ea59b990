import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for rich text coming from content (CMS pages, news, profiles,
 * industries): formatting, lists, tables, links and images only. Scripts, event
 * handlers, styles, classes and javascript: URLs never survive; nor do spans, which carry nothing
 * without them but are most of what Word and web pages put on the clipboard.
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
    "h4",
    "h5",
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
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab never hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

/** Rich text that opens every link in a new tab, as the industry pages' sections do (spec 2.8). */
const RICH_TEXT_LINKS_IN_NEW_TAB: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  transformTags: {
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
