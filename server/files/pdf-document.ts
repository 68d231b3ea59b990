import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { formatAddress } from "#shared/site/site-config.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";

export type PdfSection = {
  heading: string;
  paragraphs?: string[];
  /** Label/value pairs, drawn as a two-column table. */
  rows?: [string, string][];
};

export type PdfContent = {
  /** The company whose letterhead and footer it prints: the published identity, or at build time the shipped one. */
  identity: SiteIdentity;
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** The document's language (BCP 47), for readers and assistive technology. */
  language?: string;
  /** A line at the foot of every page, given the page's number and the page count. */
  pageFooter?: (page: number, pages: number) => string;
};

export const PDF_INK = "#0b3a53";
export const PDF_TEXT = "#26231f";
export const PDF_MUTED = "#5c564e";
export const PDF_MARGIN = 56;
/** Below this, a heading or a table row starts a new page rather than split from what follows. */
const KEEP_TOGETHER = 48;

/** A new branded A4 document and the promise of its bytes; the same input always gives the same bytes. */
export function openPdf(meta: { title: string; language?: string | undefined; identity: SiteIdentity }) {
  const doc = new PDFDocument({
    size: "A4",
    // The foot of each page is kept clear for the footer lines (finishPdf).
    margins: { top: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN, bottom: PDF_MARGIN + 40 },
    bufferPages: true,
    lang: meta.language ?? "en-GB",
    info: {
      Title: meta.title,
      Author: meta.identity.company.legalName,
      CreationDate: new Date(Date.UTC(2023, 0, 1)),
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

export type Pdf = ReturnType<typeof openPdf>["doc"];

/** The company's name, address and contact lines at the head of the first page. */
export function drawLetterhead(doc: Pdf, identity: SiteIdentity): void {
  doc.rect(0, 0, doc.page.width, 8).fill(PDF_INK);
  doc
    .fillColor(PDF_INK)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(identity.company.legalName.toUpperCase(), PDF_MARGIN, 40);
  doc.fillColor(PDF_MUTED).font("Helvetica").fontSize(8).text(formatAddress(identity).join(" · "));
  doc.text(`${identity.phone.display} · ${identity.email.general}`);
  doc.moveDown(2);
}

/** Starts a new page when less than `space` is left above the bottom margin. */
export function keepTogether(doc: Pdf, space = KEEP_TOGETHER): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - space) doc.addPage();
}

/** Label/value rows in two columns, none split across pages. */
function drawRows(doc: Pdf, rows: [string, string][]): void {
  for (const [label, value] of rows) {
    keepTogether(doc, 28);
    const y = doc.y;
    doc.fillColor(PDF_MUTED).font("Helvetica-Bold").fontSize(10).text(label, PDF_MARGIN, y, { width: 160 });
    const labelBottom = doc.y;
    doc
      .fillColor(PDF_TEXT)
      .font("Helvetica")
      .text(value, PDF_MARGIN + 170, y, { width: doc.page.width - 2 * PDF_MARGIN - 170 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
    doc.x = PDF_MARGIN;
  }
}

/** Writes the copyright line, and the document's own footer line, on every page, then ends it. */
export async function finishPdf(
  { doc, bytes }: ReturnType<typeof openPdf>,
  identity: SiteIdentity,
  pageFooter?: PdfContent["pageFooter"],
): Promise<Buffer> {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - 70;
    doc.fillColor(PDF_MUTED).font("Helvetica").fontSize(8);
    if (pageFooter) {
      doc.text(pageFooter(index - start + 1, count), PDF_MARGIN, bottom - 12, { lineBreak: false });
    }
    doc.text(
      `© ${identity.copyrightYear} ${identity.company.legalName}. Fictional company; sample document.`,
      PDF_MARGIN,
      bottom,
      { lineBreak: false },
    );
  }
  doc.end();
  return bytes;
}

/** A branded A4 PDF of titled sections. */
export async function renderPdfDocument(content: PdfContent): Promise<Buffer> {
  const { identity } = content;
  const pdf = openPdf({ title: content.title, language: content.language, identity });
  const { doc } = pdf;
  drawLetterhead(doc, identity);
  doc.fillColor(PDF_INK).font("Helvetica-Bold").fontSize(20).text(content.title);
  if (content.subtitle) doc.fillColor(PDF_MUTED).font("Helvetica").fontSize(11).text(content.subtitle);
  doc.moveDown();

  for (const section of content.sections) {
    keepTogether(doc);
    doc.fillColor(PDF_INK).font("Helvetica-Bold").fontSize(12).text(section.heading);
    doc.moveDown(0.3);
    for (const paragraph of section.paragraphs ?? []) {
      doc.fillColor(PDF_TEXT).font("Helvetica").fontSize(10).text(paragraph, { align: "left", lineGap: 2 });
      doc.moveDown(0.5);
    }
    drawRows(doc, section.rows ?? []);
    doc.moveDown(0.8);
  }
  return finishPdf(pdf, identity, content.pageFooter);
}

export async function writePdfDocument(content: PdfContent, outFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, await renderPdfDocument(content));
}
