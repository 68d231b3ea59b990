/** A sanitised heading tag: the sanitiser keeps only h2 and h3, without attributes. */
const HEADING_TAG = /<(\/?)h([23])>/g;

/**
 * Rich text's headings moved down under the heading they are shown beneath: the editor writes
 * "Heading" as h2 and "Subheading" as h3, right for a page whose h1 is the text's only heading above
 * it; beneath an h2 (a news item's title) `from` is 3, so the outline never skips or repeats a level.
 */
export function richTextHeadingsFrom(html: string, from: 2 | 3 | 4): string {
  if (from === 2) return html;
  return html.replace(
    HEADING_TAG,
    (_, close: string, level: string) => `<${close}h${Number(level) + from - 2}>`,
  );
}
