import type { DocumentLanguage, SdsVariant, StatementKind } from "./document-kinds.ts";
import { SDS_VARIANTS, STATEMENTS } from "./document-kinds.ts";

/**
 * A generated document's address says what it is (decision 050):
 * `/files/documents/<product>/sds-<country>-<language>-v<version>.pdf` and
 * `/files/documents/<product>/statement-<kind>-en-v<version>.pdf`. Every version keeps its address.
 */
export const PRODUCT_DOCUMENTS_PATH = "/files/documents";

/** What a document file name names: a safety data sheet or a statement, and its version. */
export type DocumentName =
  | { type: "sds"; variant: SdsVariant; version: number }
  | { type: "statement"; statement: StatementKind; language: DocumentLanguage; version: number };

function documentFileName(name: DocumentName): string {
  if (name.type === "sds") return `sds-${name.variant.country}-${name.variant.language}-v${name.version}.pdf`;
  return `statement-${name.statement}-${name.language}-v${name.version}.pdf`;
}

export function productDocumentHref(productSlug: string, name: DocumentName): string {
  return `${PRODUCT_DOCUMENTS_PATH}/${productSlug}/${documentFileName(name)}`;
}

const SDS_FILE = /^sds-([a-z]+)-([a-z]+)-v([1-9]\d{0,3})\.pdf$/;
const STATEMENT_FILE = /^statement-([a-z-]+)-(en)-v([1-9]\d{0,3})\.pdf$/;

/** The document a file name names, or undefined for any name this scheme does not write. */
export function parseDocumentFileName(fileName: string): DocumentName | undefined {
  const sds = SDS_FILE.exec(fileName);
  if (sds) {
    const variant = SDS_VARIANTS.find((each) => each.country === sds[1] && each.language === sds[2]);
    return variant && { type: "sds", variant, version: Number(sds[3]) };
  }
  const statement = STATEMENT_FILE.exec(fileName);
  const kind = statement && STATEMENTS.find((each) => each.slug === statement[1]);
  return statement && kind
    ? { type: "statement", statement: kind.slug, language: "en", version: Number(statement[3]) }
    : undefined;
}
