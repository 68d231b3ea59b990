import zlib from "node:zlib";

/**
 * The text a PDF made by pdfkit draws (server/files/pdf-document.ts), for tests: each content stream
 * inflated, each shown string (`<hex>` pieces of a `TJ` array) decoded as WinAnsi, runs joined.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(shown[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1]).join("");
      runs.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return runs.join(" ");
}
