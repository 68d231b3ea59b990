import { Form, Link } from "react-router";
import { finderHref } from "#shared/catalogue/finder-url.ts";
import { MAX_QUERY_LENGTH } from "#shared/catalogue/search-limits.ts";
import { BASE_LOCALE, localizedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { formatLongDate } from "#shared/site/date-format.ts";
import { newsItemLookupHref, SEARCH_PATH } from "#shared/site/page-hrefs.ts";
import { ProductCard } from "../../components/catalogue/product-card.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl } from "../../settings.ts";
import "../../styles/catalogue.css";
import type { Route } from "./+types/search-results.ts";

export { loader } from "./search-results.server.ts";

/** The search box's field, the `search` of the page's address (spec 2.6). */
const QUERY_FIELD = "search";

/** Spec 8: a failed search empties the results, which show 'No Record Found'. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({
    query: new URL(request.url).searchParams.get(QUERY_FIELD) ?? "",
    productTotal: 0,
    products: [],
    categories: [],
    news: [],
    pressReleases: [],
  }));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.query ? m.meta_search_query({ query: loaderData.query }) : m.meta_search_title(),
    description: m.meta_search_description(),
    path: SEARCH_PATH,
    matches,
    noindex: true,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.search_title() }] };

/** Spec 2.6: the banner reads Search and the query; four lists; one no-results block when all are empty. */
export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, productTotal, products, categories, news, pressReleases } = loaderData;
  const fileUrl = useFileUrl();
  const locale = usePageLocale();
  const localized = (path: string) => localizedPath(path, locale);
  // News and press releases are English only (decision 065): marked so on the other languages' pages.
  const english = locale === BASE_LOCALE ? undefined : "en";
  const empty = products.length + categories.length + news.length + pressReleases.length === 0;
  return (
    <>
      <PageBanner
        title={
          <>
            {m.search_title()}
            {query ? <span className="search-banner-query"> {query}</span> : null}
          </>
        }
      >
        <Form
          method="get"
          action={localized(SEARCH_PATH)}
          role="search"
          aria-label={m.search_refine()}
          className="finder-search"
        >
          <label htmlFor="search-page-input" className="visually-hidden">
            {m.search_terms()}
          </label>
          <input
            id="search-page-input"
            className="search-page-input"
            type="search"
            name={QUERY_FIELD}
            defaultValue={query}
            key={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={m.search_page_placeholder()}
          />
          <button type="submit" className="button button--accent">
            {m.finder_submit()}
          </button>
        </Form>
        <FailedLoadNotice data={loaderData} />
      </PageBanner>
      <div className="container page-section search-results">
        {empty ? (
          // Spec 2.6: four empty lists show the no-results block, with or without a query.
          <div className="empty-state" role="status">
            <p className="empty-state-title">{m.search_no_record()}</p>
            {"loadFailed" in loaderData ? null : query ? (
              <p>
                {m.search_nothing({ query })}
                <Link to={localized("/product")}>{m.search_finder_link()}</Link>.
              </p>
            ) : (
              <p>{m.search_prompt()}</p>
            )}
          </div>
        ) : (
          <>
            {categories.length > 0 ? (
              <section aria-labelledby="search-categories">
                <h2 id="search-categories">{m.search_categories()}</h2>
                <ul className="search-chips">
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Link to={localized(finderHref({ catId: category.id }))}>{category.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {products.length > 0 ? (
              <section aria-labelledby="search-products">
                <h2 id="search-products">{m.search_products()}</h2>
                <ul className="product-results">
                  {products.map((product) => (
                    <li key={product.slug}>
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
                {productTotal > products.length ? (
                  <p>
                    <Link to={localized(finderHref({ query }))}>
                      {m.search_all_products({ total: productTotal })}
                    </Link>
                  </p>
                ) : null}
              </section>
            ) : null}
            {news.length > 0 ? (
              <section aria-labelledby="search-news">
                <h2 id="search-news">{m.search_news()}</h2>
                <ul className="search-list">
                  {news.map((item) => (
                    <li key={item.id}>
                      <h3>
                        <Link to={localized(newsItemLookupHref(item.id))} lang={english}>
                          {item.name}
                        </Link>
                      </h3>
                      <p className="muted">
                        <time dateTime={item.date}>{formatLongDate(item.date, locale)}</time>
                      </p>
                      <RichText html={item.description} className="search-news-text" lang={english} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {pressReleases.length > 0 ? (
              <section aria-labelledby="search-press">
                <h2 id="search-press">{m.search_press()}</h2>
                <ul className="search-list">
                  {pressReleases.map((release) => (
                    <li key={release.id}>
                      <h3 lang={english}>{release.name}</h3>
                      <p className="muted">
                        <time dateTime={release.date}>{formatLongDate(release.date, locale)}</time> ·{" "}
                        <a href={fileUrl(release.pdfName)} target="_blank" rel="noopener">
                          {m.news_view_pdf()}
                          <span className="visually-hidden">
                            {m.search_view_pdf_of({ name: release.name })}
                          </span>
                        </a>
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
