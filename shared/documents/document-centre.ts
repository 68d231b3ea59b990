import { DOCUMENTS_PATH } from "../site/page-hrefs.ts";
import { DOCUMENTS_QUERY } from "../site/page-query.ts";
import {
  DOCUMENT_COUNTRIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  type DocumentCountry,
  type DocumentLanguage,
  type DocumentType,
} from "./document-kinds.ts";

/** Products a page of the document centre lists, each with its matching documents. */
export const DOCUMENT_PAGE_SIZE = 10;
export const MAX_PRODUCT_TEXT = 80;

export type DocumentFilters = {
  product: string;
  type: DocumentType | "";
  language: DocumentLanguage | "";
  country: DocumentCountry | "";
};

const pick = <T extends string>(list: readonly { slug: T }[], value: string | null): T | "" =>
  list.find(({ slug }) => slug === value)?.slug ?? "";

/** The filters an address names; a value the form does not offer means "any". */
export function parseDocumentFilters(search: URLSearchParams): DocumentFilters {
  return {
    product: (search.get(DOCUMENTS_QUERY.product) ?? "").trim().slice(0, MAX_PRODUCT_TEXT),
    type: pick(DOCUMENT_TYPES, search.get(DOCUMENTS_QUERY.type)),
    language: pick(DOCUMENT_LANGUAGES, search.get(DOCUMENTS_QUERY.language)),
    country: pick(DOCUMENT_COUNTRIES, search.get(DOCUMENTS_QUERY.country)),
  };
}

/** The address of a page of the document centre; empty filters and page 1 are left out. */
export function documentsHref(filters: Partial<DocumentFilters>, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ["product", "type", "language", "country"] as const) {
    const value = filters[key];
    if (value) params.set(DOCUMENTS_QUERY[key], value);
  }
  if (page > 1) params.set(DOCUMENTS_QUERY.page, String(page));
  const query = params.toString();
  return query ? `${DOCUMENTS_PATH}?${query}` : DOCUMENTS_PATH;
}
