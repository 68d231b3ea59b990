/** Generates the PDFs served under /files from the content data files. */
import fs from "node:fs";
import path from "node:path";
import { buildDocumentSizes } from "#server/documents/document-sizes.ts";
import { fileBuilders } from "#server/files/file-builders.ts";
import { type PdfContent, writePdfDocument } from "#server/files/pdf-document.ts";
import { SHIPPED_IDENTITY } from "#server/site/published-identity.ts";
import { documentSizeCache } from "./support/document-size-cache.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "build/files");

const documentsDir = path.join(ROOT, "content/documents");
for (const file of fs.readdirSync(documentsDir).filter((name) => name.endsWith(".json"))) {
  const content = JSON.parse(fs.readFileSync(path.join(documentsDir, file), "utf8")) as Omit<
    PdfContent,
    "identity"
  >;
  await writePdfDocument(
    { ...content, identity: SHIPPED_IDENTITY },
    path.join(OUT, "documents", file.replace(/\.json$/, ".pdf")),
  );
}
for (const build of fileBuilders) await build(OUT);
console.log(`files built in ${path.relative(ROOT, OUT)}`);
// The products' other documents are generated on request; the build measures their sizes (decision 050),
// rendering only those an earlier build on this machine did not measure with the same renderer.
const cache = await documentSizeCache();
const known = cache.read();
const sizes = await buildDocumentSizes(known);
cache.write(sizes);
const reused = Object.keys(sizes).filter((key) => key in known).length;
console.log(
  `sizes of ${Object.keys(sizes).length} product documents: ${reused} from the cache, the rest measured`,
);
