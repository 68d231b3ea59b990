/** Generates the PDFs served under /files from the content data files. */
import fs from "node:fs";
import path from "node:path";
import { buildDocumentSizes } from "#server/documents/document-sizes.ts";
import { fileBuilders } from "#server/files/file-builders.ts";
import { type PdfContent, writePdfDocument } from "#server/files/pdf-document.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "build/files");

const documentsDir = path.join(ROOT, "content/documents");
for (const file of fs.readdirSync(documentsDir).filter((name) => name.endsWith(".json"))) {
  const content = JSON.parse(fs.readFileSync(path.join(documentsDir, file), "utf8")) as PdfContent;
  await writePdfDocument(content, path.join(OUT, "documents", file.replace(/\.json$/, ".pdf")));
}
for (const build of fileBuilders) await build(OUT);
console.log(`files built in ${path.relative(ROOT, OUT)}`);
// The products' other documents are generated on request; the build measures their sizes (decision 050).
console.log(`sizes of ${await buildDocumentSizes()} product documents measured`);
