import type { DocumentName } from "#shared/documents/document-address.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";
import { renderPdfDocument } from "../files/pdf-document.ts";
import { revisionOf } from "./product-documents.ts";
import { sdsContent } from "./sds/sds-content.ts";
import { SDS_TEXTS } from "./sds/sds-languages.ts";
import type { DocumentProduct } from "./sds/sds-product.ts";
import { renderStatementLetter } from "./statement-letter.ts";

/**
 * The PDF a document address names for this product, printed with `identity` (the published one:
 * supplier and emergency number included), or undefined if the product has no such document.
 */
export async function renderDocument(
  product: DocumentProduct,
  name: DocumentName,
  identity: SiteIdentity,
): Promise<Buffer | undefined> {
  const found = revisionOf(product, name);
  if (!found) return undefined;
  if (name.type === "statement")
    return renderStatementLetter(product, name.statement, found.revision, identity);
  const texts = SDS_TEXTS[name.variant.language];
  return renderPdfDocument(sdsContent(product, name.variant, texts, found.revision, found.earlier, identity));
}
