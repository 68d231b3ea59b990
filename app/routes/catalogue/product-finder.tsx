import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import type { FacetKey } from "#shared/catalogue/facet-params.ts";
import { chosenValueCount, chosenValues } from "#shared/catalogue/facet-query.ts";
import { facetTitleWords, facetValue } from "#shared/catalogue/facets.ts";
import {
  FINDER_ALLOWED_KEY,
  FINDER_PATH,
  type FinderState,
  finderHref,
} from "#shared/catalogue/finder-url.ts";
import { MAX_QUERY_LENGTH, PRODUCT_PAGE_SIZE } from "#shared/catalogue/search-limits.ts";
import { BASE_LOCALE, type Locale, localeOfPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { EXPERT_PATH, productHref } from "#shared/site/page-hrefs.ts";
import { CategoryPanel } from "../../components/catalogue/category-panel.tsx";
import { CompareListInput } from "../../components/catalogue/compare-list-input.tsx";
import { CompareToggle } from "../../components/catalogue/compare-toggle.tsx";
import { CompareTray } from "../../components/catalogue/compare-tray.tsx";
import { facetValueLabel } from "../../components/catalogue/facet-labels.ts";
import { FacetPanel, facetToggleHref } from "../../components/catalogue/facet-panel.tsx";
import { finderSuggestions } from "../../components/catalogue/finder-suggestions.ts";
import { NoMatch } from "../../components/catalogue/no-match.tsx";
import { ProductCard, ProductCardSkeletons } from "../../components/catalogue/product-card.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { BasketButton } from "../../components/enquiry/basket-button.tsx";
import { SearchCombobox } from "../../components/search/search-combobox.tsx";
import type { BreadcrumbHandle, Crumb } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useReloading } from "../../hooks/use-reloading.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import { useSettings } from "../../settings.ts";
import "../../styles/catalogue.css";
import type { Route } from "./+types/product-finder.ts";

export { headers, loader } from "./product-finder.server.ts";

const RESULTS_ID = "finder-results";
/** The search box's field, the `query` of the finder's address. */
const QUERY_FIELD = "query";

/** Spec 8: a failed product list or category call empties the list, which reads 'No Product Found'. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({
    state: {
      query: new URL(request.url).searchParams.get(QUERY_FIELD) ?? "",
      catId: null,
      cats: [],
      page: 1,
      facets: {},
      compare: [],
      productName: null,
    },
    total: 0,
    totalPages: 1,
    results: [],
    groups: [],
    category: null,
    product: null,
    nothingMatches: false,
    facets: [],
    compared: [],
    preview: null,
  }));

/**
 * A one-facet-value page's title: "Halal-certified foam control agents", "Products for Textiles";
 * in German, French and Spanish the products and the value's label ("Entschäumer – Halal"), as
 * the English phrases do not carry over word for word.
 */
function facetTitle(key: FacetKey, slug: string, category: { name: string } | null, locale: Locale): string {
  if (locale !== BASE_LOCALE) {
    return m.finder_facet_page_title({
      products: category ? category.name : m.search_products(),
      value: facetValueLabel(key, slug, facetValue(key, slug)?.label ?? slug),
    });
  }
  const words = facetTitleWords(key, slug) ?? slug;
  const noun = category ? category.name.toLowerCase() : "products";
  if (key === "industry") return `${category ? category.name : "Products"} for ${words}`;
  if (key === "function") return `${words}: ${noun}`;
  return `${words} ${noun}`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { state, category, total } = loaderData;
  const facetCount = chosenValueCount(state.facets);
  // One facet value is a page of its own (decision 032); two or more are combinations, not indexed.
  const filtered = state.query !== "" || state.cats.length > 0 || state.page > 1 || facetCount > 1;
  const [only] = facetCount === 1 ? chosenValues(state.facets) : [];
  if (only) {
    const locale = localeOfPath(location.pathname);
    const title = facetTitle(only[0], only[1], category, locale);
    return pageMeta({
      title,
      description:
        locale === BASE_LOCALE
          ? `${title}: ${total} Fenmoor ${total === 1 ? "product" : "products"} with descriptions, typical properties and datasheets.`
          : m.finder_facet_page_description({ title, total }),
      path: finderHref({ catId: category?.id ?? null, facets: state.facets }),
      matches,
      noindex: filtered,
    });
  }
  return pageMeta({
    title: category ? m.meta_category_title({ category: category.name }) : m.nav_product_finder(),
    description: category
      ? m.meta_category_description({ category: category.name.toLowerCase() })
      : m.meta_finder_description(),
    path: category ? finderHref({ catId: category.id }) : FINDER_PATH,
    matches,
    noindex: filtered,
  });
};

/** Spec 4: the finder keeps `cat_id` (a chosen category) or `cat_array` (ticked boxes) in local storage. */
function useStoredSelection(catId: number | null, cats: number[]) {
  const selection = JSON.stringify(cats);
  useEffect(() => {
    try {
      if (catId !== null) {
        localStorage.setItem("cat_id", String(catId));
        localStorage.removeItem("cat_array");
      } else {
        localStorage.removeItem("cat_id");
        localStorage.setItem("cat_array", selection);
      }
    } catch {
      // Storage can be switched off; the URL still carries the selection.
    }
  }, [catId, selection]);
}

/** Products, then the chosen category or the product the autocomplete chose. */
function finderBreadcrumb({ category, product }: Route.ComponentProps["loaderData"]): Crumb[] {
  const crumbs: Crumb[] = [{ label: m.breadcrumb_products, to: FINDER_PATH }];
  if (product) {
    crumbs.push({ label: product.categoryName, to: finderHref({ catId: product.categoryId }) });
    crumbs.push({ label: product.name });
  } else if (category) crumbs.push({ label: category.name });
  return crumbs;
}

function resultRange(state: FinderState, total: number): string {
  if (total === 0) return m.finder_none();
  const first = PRODUCT_PAGE_SIZE * (state.page - 1) + 1;
  const last = Math.min(total, first + PRODUCT_PAGE_SIZE - 1);
  return (total === 1 ? m.finder_range_one : m.finder_range_other)({ first, last, total });
}

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = { breadcrumb: finderBreadcrumb };

/**
 * Spec 2.5, 4, 5, 9: search box with suggestions, category accordion with checkboxes, results with
 * datasheets, ten a page. Every state lives in the URL, so the server renders any of them, Back
 * works, and forms and links do the job without JavaScript.
 */
export default function ProductFinder({ loaderData }: Route.ComponentProps) {
  const { state, total, totalPages, results, groups, category, nothingMatches, facets, compared, preview } =
    loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { siteUrl } = useSettings();
  const localized = useLocalizedPath();
  const loading = useReloading(FINDER_PATH);
  useStoredSelection(state.catId, state.cats);
  // Ticked boxes show at once, while the results for them load.
  const selected =
    loading && navigation.location
      ? new URLSearchParams(navigation.location.search).getAll("cat").map(Number)
      : state.cats;

  const toggleCategory = (id: number, checked: boolean) => {
    const cats = checked ? [...selected, id] : selected.filter((cat) => cat !== id);
    navigate(
      localized(finderHref({ query: state.query, cats, facets: state.facets, compare: state.compare })),
      {
        preventScrollReset: true,
      },
    );
  };
  const toggleFacet = (key: FacetKey, slug: string, checked: boolean) =>
    navigate(localized(facetToggleHref(state, key, slug, checked)), { preventScrollReset: true });
  const hasSide = state.catId === null || facets.length > 0;
  const compareListHref = (compare: string[]) => localized(finderHref({ ...state, compare }));

  return (
    <>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <PageBanner title={category ? category.name : m.nav_product_finder()} lead={category?.summary}>
        <Form
          method="get"
          action={localized(FINDER_PATH)}
          role="search"
          aria-label={m.finder_search_label()}
          className="finder-search"
        >
          {state.catId !== null ? <input type="hidden" name="cat_id" value={state.catId} /> : null}
          {state.cats.map((cat) => (
            <input key={cat} type="hidden" name="cat" value={cat} />
          ))}
          <CompareListInput compare={state.compare} />
          <SearchCombobox
            name={QUERY_FIELD}
            label={m.finder_field()}
            defaultValue={state.query}
            placeholder={m.finder_placeholder()}
            maxLength={MAX_QUERY_LENGTH}
            className="finder-combobox"
            suggest={finderSuggestions}
            noMatch={(text) => <NoMatch text={text} />}
            allowedKey={FINDER_ALLOWED_KEY}
          />
          <button type="submit" className="button button--accent">
            {m.finder_submit()}
          </button>
        </Form>
        <FailedLoadNotice data={loaderData} />
      </PageBanner>
      <div className={`container page-section finder${hasSide ? "" : " finder--single"}`}>
        {hasSide ? (
          <div className="finder-side">
            {state.catId === null ? (
              <CategoryPanel
                groups={groups}
                query={state.query}
                facets={state.facets}
                compare={state.compare}
                selected={selected}
                onToggle={toggleCategory}
              />
            ) : null}
            {facets.length > 0 ? <FacetPanel state={state} facets={facets} onToggle={toggleFacet} /> : null}
          </div>
        ) : null}
        <section
          id={RESULTS_ID}
          className="finder-results paged-list"
          aria-labelledby="finder-results-title"
          aria-busy={loading}
          tabIndex={-1}
        >
          <CompareTray compared={compared} hrefFor={compareListHref} />
          <div className="finder-results-head">
            <h2 id="finder-results-title">
              {state.query ? m.finder_results_for({ query: state.query }) : m.finder_products()}
            </h2>
            <p className="finder-count" role="status">
              {loading ? m.finder_loading() : resultRange(state, total)}
            </p>
          </div>
          {loading ? (
            <ProductCardSkeletons />
          ) : results.length > 0 ? (
            <>
              <JsonLd
                data={
                  import.meta.env.SSR && {
                    "@type": "ItemList",
                    numberOfItems: total,
                    itemListElement: results.map((product, index) => ({
                      "@type": "ListItem",
                      position: (state.page - 1) * PRODUCT_PAGE_SIZE + index + 1,
                      name: product.name,
                      url: `${siteUrl}${productHref(product.slug)}`,
                    })),
                  }
                }
              />
              <ul className="product-results">
                {results.map((product) => (
                  <li key={product.slug}>
                    <ProductCard product={product}>
                      <CompareToggle
                        slug={product.slug}
                        name={product.name}
                        compare={state.compare}
                        hrefFor={compareListHref}
                      />
                      <BasketButton
                        slug={product.slug}
                        name={product.name}
                        back={localized(finderHref(state))}
                      />
                    </ProductCard>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="empty-state">
              <p className="empty-state-title">{m.finder_no_product()}</p>
              {nothingMatches ? <NoMatch text={state.query} /> : null}
              {state.query || state.cats.length > 0 || chosenValueCount(state.facets) > 0 ? (
                <p>
                  <Link to={localized(FINDER_PATH)}>{m.finder_show_all()}</Link>
                </p>
              ) : null}
            </div>
          )}
          <Pagination
            page={state.page}
            totalPages={totalPages}
            hrefFor={(page) => localized(finderHref({ ...state, page }))}
            listId={RESULTS_ID}
            previousLabel={m.pager_prev()}
            label={m.finder_result_pages()}
          />
          <p className="finder-expert">
            {m.finder_expert_prompt()} <Link to={localized(EXPERT_PATH)}>{m.finder_expert_link()}</Link>
            {m.finder_expert_rest()}
          </p>
        </section>
      </div>
    </>
  );
}
