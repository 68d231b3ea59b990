import regular from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url";
import semibold from "@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2?url";
import bold from "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url";

/**
 * The three weights the site sets (decision 084), preloaded so the first paint is already in the web
 * font on a fast link. Added to the rendered HTML here rather than in the root route's links, which
 * would send the three addresses in every page's JavaScript as well.
 */
const FONT_PRELOADS = [regular, semibold, bold]
  .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
  .join("");

/** The document with the web font's preloads at the end of its head. */
export function withFontPreloads(html: string): string {
  return html.replace("</head>", `${FONT_PRELOADS}</head>`);
}
