import type { DocumentCountry, DocumentLanguage, DocumentType } from "./document-kinds.ts";

/** One document of a product, in one version: what the product page and the document centre list. */
export type DocumentEntry = {
  type: DocumentType;
  /** "Safety data sheet", "Halal statement"… */
  title: string;
  country: DocumentCountry;
  language: DocumentLanguage;
  version: number;
  /** Revision date, ISO. */
  date: string;
  /** The site address of a generated document, or for the datasheet its path under the file base. */
  href: string;
  onFileBase: boolean;
};
