import type { DocumentCountry, DocumentLanguage, DocumentType } from "#shared/documents/document-kinds.ts";
import type { Message } from "#shared/i18n/message.ts";
import { m } from "#shared/i18n/paraglide/messages.js";

/**
 * The document centre's kinds, languages and regions in the page's language (decision 065). The
 * server, its API and the PDFs keep the English labels of shared/documents/document-kinds.ts.
 */
export const TYPE_LABELS: Record<DocumentType, Message> = {
  tds: () => m.documents_type_tds(),
  sds: () => m.documents_type_sds(),
  statement: () => m.documents_type_statement(),
};

/** A type's heading on a product page, where its documents are listed together. */
export const TYPE_GROUPS: Record<DocumentType, Message> = {
  tds: () => m.documents_type_tds(),
  sds: () => m.documents_group_sds(),
  statement: () => m.documents_group_statement(),
};

/** Language names as they read inside a sentence (lower case in French and Spanish). */
export const LANGUAGE_LABELS: Record<DocumentLanguage, Message> = {
  en: () => m.documents_in_english(),
  de: () => m.documents_in_german(),
  fr: () => m.documents_in_french(),
  es: () => m.documents_in_spanish(),
};

export const COUNTRY_LABELS: Record<DocumentCountry, Message> = {
  gb: () => m.documents_country_gb(),
  eu: () => m.documents_country_eu(),
  int: () => m.documents_country_int(),
};

/** Documents' English titles (the server's), by their translation. */
const TITLES: Record<string, Message> = {
  "Technical data sheet": () => m.documents_type_tds(),
  "Safety data sheet": () => m.documents_type_sds(),
  "Halal statement": () => m.documents_statement_halal(),
  "Kosher statement": () => m.documents_statement_kosher(),
  "REACH statement": () => m.documents_statement_reach(),
  "Food contact statement": () => m.documents_statement_food_contact(),
};

/** A document's title in the page's language; a title without a translation shows as it is. */
export const documentTitle = (english: string): string => TITLES[english]?.() ?? english;

/** A label starting a line or an option of a list: "Anglais" where the sentence says "anglais". */
export const asOption = (label: string): string => `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
