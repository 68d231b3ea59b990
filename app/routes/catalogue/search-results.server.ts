import { servicesContext } from "#server/router-context.ts";
import { typedText } from "#server/search/search-text.ts";
import type { Services } from "#server/services.ts";
import { MAX_QUERY_LENGTH } from "#shared/catalogue/search-limits.ts";
import { SEARCH_QUERY } from "#shared/site/page-query.ts";
import { richTextHeadingsFrom } from "#shared/site/rich-text-headings.ts";
import type { Route } from "./+types/search-results.ts";

/** Products listed on the search page; the finder link shows the rest. */
const PRODUCTS_SHOWN = 20;
/** Categories, news items and press releases listed on the search page. */
const OTHERS_SHOWN = 20;

/** Spec 2.6: categories, products, news and press releases matching `?search=`. */
async function loadSearchResults(services: Services, search: URLSearchParams) {
  const query = typedText(search.get(SEARCH_QUERY.text)).slice(0, MAX_QUERY_LENGTH);
  if (!query) return { query, productTotal: 0, products: [], categories: [], news: [], pressReleases: [] };
  const [found, products] = await Promise.all([
    services.search.suggestions(query, OTHERS_SHOWN),
    services.search.products({ query, categoryIds: [], skip: 0, limit: PRODUCTS_SHOWN }),
  ]);
  return {
    query,
    productTotal: products.total,
    products: products.products.map(({ slug, name, categoryName, description, datasheet }) => ({
      slug,
      name,
      categoryName,
      description,
      datasheet,
    })),
    categories: found.categories.map(({ id, name }) => ({ id, name })),
    // Each item's text sits beneath its h3 title.
    news: found.news.map(({ id, name, date, description }) => ({
      id,
      name,
      date,
      description: richTextHeadingsFrom(description, 4),
    })),
    pressReleases: found.pressReleases.map(({ id, name, date, pdfName }) => ({ id, name, date, pdfName })),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchResults(context.get(servicesContext), new URL(request.url).searchParams);
}
