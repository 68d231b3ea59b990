import { type DocumentName, productDocumentHref } from "#shared/documents/document-address.ts";
import type { DocumentEntry } from "#shared/documents/document-entry.ts";
import { SDS_VARIANTS, STATEMENTS, type StatementKind } from "#shared/documents/document-kinds.ts";
import { currentRevision, DOCUMENT_REVISIONS, type Revision } from "./document-revisions.ts";
import type { DocumentProduct } from "./sds/sds-product.ts";

/** The statements a product gets: one per kind for which it holds any of the statuses. */
function statementKinds(product: Pick<DocumentProduct, "certifications">): StatementKind[] {
  const held = new Set<string>(product.certifications.map(({ status }) => status));
  return STATEMENTS.filter((kind) => kind.statuses.some((status) => held.has(status))).map(
    ({ slug }) => slug,
  );
}

function statementTitle(kind: StatementKind): string {
  return STATEMENTS.find(({ slug }) => slug === kind)?.label ?? kind;
}

/**
 * The current version of every document of a product (decision 050), computed from its statuses
 * and the revision history: the datasheet publishing made (the API's `pdflink`, decision 097), five
 * safety data sheets, a statement per kind it holds. The product page, the document centre and the
 * build's size table all list these.
 */
export function currentDocuments(
  product: Pick<DocumentProduct, "slug" | "certifications" | "datasheet">,
): DocumentEntry[] {
  const datasheet = currentRevision(DOCUMENT_REVISIONS.tds);
  const sds = currentRevision(DOCUMENT_REVISIONS.sds);
  return [
    {
      type: "tds",
      title: "Technical data sheet",
      country: "int",
      language: "en",
      version: datasheet.version,
      date: datasheet.date,
      href: product.datasheet,
      onFileBase: true,
    },
    ...SDS_VARIANTS.map(
      (variant): DocumentEntry => ({
        type: "sds",
        title: "Safety data sheet",
        ...variant,
        version: sds.version,
        date: sds.date,
        href: productDocumentHref(product.slug, { type: "sds", variant, version: sds.version }),
        onFileBase: false,
      }),
    ),
    ...statementKinds(product).map((kind): DocumentEntry => {
      const revision = currentRevision(DOCUMENT_REVISIONS.statements[kind]);
      return {
        type: "statement",
        title: statementTitle(kind),
        country: "int",
        language: "en",
        version: revision.version,
        date: revision.date,
        href: productDocumentHref(product.slug, {
          type: "statement",
          statement: kind,
          language: "en",
          version: revision.version,
        }),
        onFileBase: false,
      };
    }),
  ];
}

/**
 * The revision a generated document's address names, with the revisions before it, if the product
 * has that document in that version: older versions stay at their own address.
 */
export function revisionOf(
  product: Pick<DocumentProduct, "certifications">,
  name: DocumentName,
): { revision: Revision; earlier: Revision[] } | undefined {
  let history: Revision[];
  if (name.type === "sds") history = DOCUMENT_REVISIONS.sds;
  else if (statementKinds(product).includes(name.statement))
    history = DOCUMENT_REVISIONS.statements[name.statement];
  else return undefined;
  const revision = history[name.version - 1];
  return revision && { revision, earlier: history.slice(0, name.version - 1) };
}
