import { Parser } from "htmlparser2";

/** Tags that end a line of the text a reader sees: paragraphs, headings, items, rows, breaks. */
const LINE_TAGS = new Set([
  "p",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "blockquote",
  "tr",
  "ul",
  "ol",
  "table",
  "figure",
  "div",
]);

/**
 * The text a reader sees of a piece of HTML, entities decoded, one line per paragraph, heading or
 * list item: what a comparison of two revisions' rich text is made on, so words of adjacent
 * paragraphs never run together and markup never reaches the page as text.
 */
export function htmlText(html: string): string {
  let text = "";
  const parser = new Parser(
    {
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(name) {
        if (LINE_TAGS.has(name)) text += "\n";
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
