import { Form, Link } from "react-router";
import { finderHref } from "../../../shared/catalogue/finder-url.ts";
import { MAX_QUERY_LENGTH } from "../../../shared/catalogue/search-limits.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { formatLongDate } from "../../../shared/site/date-format.ts";
import { newsItemLookupHref, SEARCH_PATH } from "../../../shared/site/page-hrefs.ts";
import { ProductCard } from "../../components/catalogue/product-card.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl } from "../../settings.ts";
import type { Route } from "./+types/search-results.ts";

export { loader } from "./search-results.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.query ? m.meta_search_query({ query: loaderData.query }) : m.meta_search_title(),
    description: m.meta_search_description(),
    path: SEARCH_PATH,
    matches,
    noindex: true,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: "Search" }] };

/** Spec 2.6: the banner reads Search and the query; four lists; one no-results block when all are empty. */
export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, productTotal, products, categories, news, pressReleases } = loaderData;
  const fileUrl = useFileUrl();
  const empty = products.length + categories.length + news.length + pressReleases.length === 0;
  return (
    <>
      <PageBanner title={<>Search{query ? <span className="search-banner-query"> {query}</span> : null}</>}>
        <Form
          method="get"
          action={SEARCH_PATH}
          role="search"
          aria-label="Refine search"
          className="finder-search"
        >
          <label htmlFor="search-page-input" className="visually-hidden">
            Search terms
          </label>
          <input
            id="search-page-input"
            className="search-page-input"
            type="search"
            name="search"
            defaultValue={query}
            key={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Products, categories, news"
          />
          <button type="submit" className="button button--accent">
            Search
          </button>
        </Form>
      </PageBanner>
      <div className="container page-section search-results">
        {!query ? (
          <p className="empty-state">
            Type a product name, a category or a word from the news to search the site.
          </p>
        ) : empty ? (
          <div className="empty-state" role="status">
            <p className="empty-state-title">No Record Found</p>
            <p>
              Nothing on the site matches “{query}”. Check the spelling, try a shorter word, or browse the{" "}
              <Link to="/product">product finder</Link>.
            </p>
          </div>
        ) : (
          <>
            {categories.length > 0 ? (
              <section aria-labelledby="search-categories">
                <h2 id="search-categories">Categories</h2>
                <ul className="search-chips">
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Link to={finderHref({ catId: category.id })}>{category.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {products.length > 0 ? (
              <section aria-labelledby="search-products">
                <h2 id="search-products">Products</h2>
                <ul className="product-results">
                  {products.map((product) => (
                    <li key={product.slug}>
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
                {productTotal > products.length ? (
                  <p>
                    <Link to={finderHref({ query })}>
                      See all {productTotal} products in the product finder
                    </Link>
                  </p>
                ) : null}
              </section>
            ) : null}
            {news.length > 0 ? (
              <section aria-labelledby="search-news">
                <h2 id="search-news">News</h2>
                <ul className="search-list">
                  {news.map((item) => (
                    <li key={item.id}>
                      <h3>
                        <Link to={newsItemLookupHref(item.id)}>{item.name}</Link>
                      </h3>
                      <p className="muted">
                        <time dateTime={item.date}>{formatLongDate(item.date)}</time>
                      </p>
                      <RichText html={item.description} className="search-news-text" />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {pressReleases.length > 0 ? (
              <section aria-labelledby="search-press">
                <h2 id="search-press">Press releases</h2>
                <ul className="search-list">
                  {pressReleases.map((release) => (
                    <li key={release.id}>
                      <h3>{release.name}</h3>
                      <p className="muted">
                        <time dateTime={release.date}>{formatLongDate(release.date)}</time> ·{" "}
                        <a href={fileUrl(release.pdfName)} target="_blank" rel="noopener">
                          View PDF
                          <span className="visually-hidden"> of {release.name} (opens in a new tab)</span>
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
