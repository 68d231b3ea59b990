import { servicesContext } from "#server/router-context.ts";
import { DOCUMENT_PAGE_SIZE, parseDocumentFilters } from "#shared/documents/document-centre.ts";
import { localeOfPath, localizedPath } from "#shared/i18n/locales.ts";
import { DOCUMENTS_PATH } from "#shared/site/page-hrefs.ts";
import { existingPage, requestedPage } from "../../navigation/page-number.ts";
import type { Route } from "./+types/document-centre.ts";

/** One page of products with the documents the filters match, ten products a page. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = parseDocumentFilters(search);
  const requested = requestedPage(search) ?? 1;
  const { documents } = context.get(servicesContext);
  const found = await documents.search(filters, DOCUMENT_PAGE_SIZE * (requested - 1), DOCUMENT_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(found.total / DOCUMENT_PAGE_SIZE));
  const page = existingPage(localizedPath(DOCUMENTS_PATH, localeOfPath(url.pathname)), search, totalPages);
  return { filters, page, totalPages, total: found.total, products: found.products };
}
