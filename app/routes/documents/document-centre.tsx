import { Form, Link } from "react-router";
import { FINDER_PATH } from "#shared/catalogue/finder-url.ts";
import {
  DOCUMENT_PAGE_SIZE,
  type DocumentFilters,
  documentsHref,
  MAX_PRODUCT_TEXT,
} from "#shared/documents/document-centre.ts";
import { DOCUMENT_COUNTRIES, DOCUMENT_LANGUAGES, DOCUMENT_TYPES } from "#shared/documents/document-kinds.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { DOCUMENTS_PATH, productHref } from "#shared/site/page-hrefs.ts";
import { DOCUMENTS_QUERY } from "#shared/site/page-query.ts";
import {
  asOption,
  COUNTRY_LABELS,
  LANGUAGE_LABELS,
  TYPE_LABELS,
} from "../../components/documents/document-labels.ts";
import { DocumentList } from "../../components/documents/document-list.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useReloading } from "../../hooks/use-reloading.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/catalogue.css";
import "../../styles/enquiry.css";
import type { Route } from "./+types/document-centre.ts";

export { loader } from "./document-centre.server.ts";

const RESULTS_ID = "document-results";

const filtered = (filters: DocumentFilters) => Object.values(filters).some((value) => value !== "");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title:
          loaderData.page > 1 ? m.meta_documents_page({ page: loaderData.page }) : m.meta_documents_title(),
        description: m.meta_documents_description(),
        path: documentsHref(loaderData.filters, loaderData.page),
        matches,
        // Filtered lists are views of the same documents: only the plain list is indexed.
        noindex: filtered(loaderData.filters),
      })
    : [];

export const handle: BreadcrumbHandle = {
  breadcrumb: () => [
    { label: m.breadcrumb_products(), to: FINDER_PATH },
    { label: m.meta_documents_title() },
  ],
};

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { slug: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={`documents-${name}`}>{label}</label>
      <select id={`documents-${name}`} name={name} defaultValue={value}>
        <option value="">{m.documents_any()}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function resultRange(page: number, total: number): string {
  if (total === 0) return m.documents_none();
  const first = DOCUMENT_PAGE_SIZE * (page - 1) + 1;
  const last = Math.min(total, first + DOCUMENT_PAGE_SIZE - 1);
  return m.documents_range({ first, last, total });
}

/**
 * The document centre (issue 16): any product's datasheet, safety data sheets and statements, found
 * by product, type, language and country with a GET form, so it works without JavaScript.
 */
export default function DocumentCentre({ loaderData }: Route.ComponentProps) {
  const { filters, page, totalPages, total, products } = loaderData;
  const loading = useReloading(DOCUMENTS_PATH);
  const localized = useLocalizedPath();
  return (
    <>
      <PageBanner title={m.meta_documents_title()} lead={m.documents_lead()} />
      <div className="container page-section">
        <Form
          method="get"
          action={localized(DOCUMENTS_PATH)}
          className="document-filters"
          aria-label={m.documents_find()}
        >
          <div className="field">
            <label htmlFor="documents-product">{m.documents_product()}</label>
            <input
              id="documents-product"
              name={DOCUMENTS_QUERY.product}
              type="search"
              defaultValue={filters.product}
              maxLength={MAX_PRODUCT_TEXT}
              autoComplete="off"
            />
          </div>
          <Select
            name={DOCUMENTS_QUERY.type}
            label={m.documents_type()}
            value={filters.type}
            options={DOCUMENT_TYPES.map(({ slug }) => ({ slug, label: TYPE_LABELS[slug]() }))}
          />
          <Select
            name={DOCUMENTS_QUERY.language}
            label={m.documents_language()}
            value={filters.language}
            options={DOCUMENT_LANGUAGES.map(({ slug }) => ({
              slug,
              label: asOption(LANGUAGE_LABELS[slug]()),
            }))}
          />
          <Select
            name={DOCUMENTS_QUERY.country}
            label={m.documents_country()}
            value={filters.country}
            options={DOCUMENT_COUNTRIES.map(({ slug }) => ({ slug, label: COUNTRY_LABELS[slug]() }))}
          />
          <div className="document-filters-actions">
            <button type="submit" className="button button--primary">
              {m.documents_find()}
            </button>
            {filtered(filters) ? <Link to={localized(DOCUMENTS_PATH)}>{m.documents_clear()}</Link> : null}
          </div>
        </Form>
        <section
          id={RESULTS_ID}
          className="reloading-region paged-list"
          aria-label={m.documents_found()}
          aria-busy={loading}
          tabIndex={-1}
        >
          <p className="document-count" role="status">
            {resultRange(page, total)}
          </p>
          {products.length > 0 ? (
            products.map((product) => (
              <article key={product.slug} className="document-product">
                <h2>
                  <Link to={localized(productHref(product.slug))}>{product.name}</Link>
                </h2>
                <DocumentList documents={product.documents} />
              </article>
            ))
          ) : (
            <p className="empty-state">{m.documents_no_match()}</p>
          )}
        </section>
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(number) => localized(documentsHref(filters, number))}
          listId={RESULTS_ID}
          label={m.documents_pages()}
        />
      </div>
    </>
  );
}
