import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { formatAddress, siteConfig } from "../../shared/site/site-config.ts";

export type PdfSection = {
  heading: string;
  paragraphs?: string[];
  /** Label/value pairs, drawn as a two-column table. */
  rows?: [string, string][];
};

export type PdfContent = {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
};

const INK = "#0b3a53";
const TEXT = "#26231f";
const MUTED = "#5c564e";

/** Writes a branded A4 PDF; the same input always gives the same bytes. */
export async function writePdfDocument(content: PdfContent, outFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, await renderPdfDocument(content));
}

/** The branded A4 PDF's bytes; the same input always gives the same bytes. */
export async function renderPdfDocument(content: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: content.title,
      Author: siteConfig.company.legalName,
      CreationDate: new Date(Date.UTC(2023, 0, 1)),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.rect(0, 0, doc.page.width, 8).fill(INK);
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(siteConfig.company.legalName.toUpperCase(), 56, 40);
  doc.fillColor(MUTED).font("Helvetica").fontSize(8).text(formatAddress().join(" · "));
  doc.text(`${siteConfig.phone.display} · ${siteConfig.email.general}`);
  doc.moveDown(2);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(content.title);
  if (content.subtitle) doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(content.subtitle);
  doc.moveDown();

  for (const section of content.sections) {
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text(section.heading);
    doc.moveDown(0.3);
    for (const paragraph of section.paragraphs ?? []) {
      doc.fillColor(TEXT).font("Helvetica").fontSize(10).text(paragraph, { align: "left", lineGap: 2 });
      doc.moveDown(0.5);
    }
    for (const [label, value] of section.rows ?? []) {
      const y = doc.y;
      doc.fillColor(MUTED).font("Helvetica-Bold").fontSize(10).text(label, 56, y, { width: 160 });
      const labelBottom = doc.y;
      doc
        .fillColor(TEXT)
        .font("Helvetica")
        .text(value, 226, y, { width: doc.page.width - 282 });
      doc.y = Math.max(doc.y, labelBottom) + 4;
      doc.x = 56;
    }
    doc.moveDown(0.8);
  }

  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(
      `© ${siteConfig.copyrightYear} ${siteConfig.company.legalName}. Fictional company; sample document.`,
      56,
      doc.page.height - 70,
      { lineBreak: false },
    );
  doc.end();
  return done;
}
