import { inflateSync } from "node:zlib";

const WIN_ANSI = new TextDecoder("windows-1252");

/**
 * The text a PDF written by pdfkit with its standard fonts shows, page by page: each page's content
 * stream inflated, and every string of its TJ/Tj operators decoded from WinAnsi, one line per text
 * object. Enough to check what the site's generated documents say, without a PDF library.
 */
export function pdfPagesText(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const pages: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    if (!content.includes("BT")) continue;
    const lines = [...content.matchAll(/\[(.*?)\] TJ|<([0-9a-f]*)> Tj/g)].map((operator) => {
      const strings = operator[1]
        ? [...operator[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => hex[1] ?? "")
        : [operator[2] ?? ""];
      return strings.map((hex) => WIN_ANSI.decode(Buffer.from(hex, "hex"))).join("");
    });
    pages.push(lines.join("\n"));
  }
  return pages;
}

/** All of a PDF's text with line breaks and spaces removed, for finding phrases however they wrap. */
export function pdfCompactText(pdf: Buffer): string {
  return pdfPagesText(pdf).join("").replace(/\s+/g, "");
}

/** All of a PDF's text, page after page. */
export function pdfText(pdf: Buffer): string {
  return pdfPagesText(pdf).join("\n");
}
