import { data } from "react-router";
import { z } from "zod";
import { categoryKind } from "#server/catalogue/category-kind.ts";
import { comparedNames } from "#server/catalogue/comparison.ts";
import { CategoryRecord } from "#server/catalogue/content-files.ts";
import { PREVIEW_HEADERS, previewRecord } from "#server/content-editing/preview.ts";
import { servicesContext } from "#server/router-context.ts";
import { typedText } from "#server/search/search-text.ts";
import type { Services } from "#server/services.ts";
import { readCompareList } from "#shared/catalogue/compare-list.ts";
import { readFacetSelection } from "#shared/catalogue/facet-query.ts";
import { FINDER_PATH, type FinderState } from "#shared/catalogue/finder-url.ts";
import { MAX_QUERY_LENGTH, PRODUCT_PAGE_SIZE } from "#shared/catalogue/search-limits.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { type Locale, localeOfPath, localizedPath } from "#shared/i18n/locales.ts";
import { FINDER_QUERY } from "#shared/site/page-query.ts";
import { categoryTexts } from "../../i18n/content-language.server.ts";
import { existingPage, requestedPage } from "../../navigation/page-number.ts";
import type { Route } from "./+types/product-finder.ts";

const Id = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

function ids(values: string[]): number[] {
  return values.flatMap((value) => {
    const id = Id.safeParse(value);
    return id.success ? [id.data] : [];
  });
}

/**
 * Reads the finder's state from its URL. The finder is a page, not an API: a value it cannot use
 * (a category id with letters) is dropped rather than refused; a page that does not exist is
 * redirected by the loader, as on every paged list.
 */
function readFinderState(search: URLSearchParams): FinderState & { productName: string | null } {
  const name = typedText(search.get(FINDER_QUERY.productName)) || null;
  const query = (name ?? typedText(search.get(FINDER_QUERY.query))).slice(0, MAX_QUERY_LENGTH);
  // The old site linked several categories as one comma-joined cat_id; those read as ticked boxes.
  const catIds = [...new Set(ids(search.get(FINDER_QUERY.categoryId)?.split(",") ?? []))];
  const catId = catIds.length === 1 ? (catIds[0] ?? null) : null;
  const cats =
    catId === null ? [...new Set([...catIds, ...ids(search.getAll(FINDER_QUERY.ticked))])].slice(0, 50) : [];
  const facets = readFacetSelection(search);
  const compare = readCompareList(search.getAll(FINDER_QUERY.compare));
  return { query, catId, cats, page: requestedPage(search) ?? 1, facets, compare, productName: name };
}

type FinderResult = {
  slug: string;
  name: string;
  categoryName: string;
  description: string;
  datasheet: string;
};

/** One page of what the finder's text and categories match. */
async function searchPage(services: Services, search: URLSearchParams, state: FinderState, locale: Locale) {
  const categoryIds = state.catId !== null ? [state.catId] : state.cats;
  const { facets } = state;
  const first = await services.search.products({
    query: state.query,
    categoryIds,
    facets,
    skip: 0,
    limit: 0,
  });
  const totalPages = Math.max(1, Math.ceil(first.total / PRODUCT_PAGE_SIZE));
  const page = existingPage(localizedPath(FINDER_PATH, locale), search, totalPages);
  return services.search
    .products({
      query: state.query,
      categoryIds,
      facets,
      counts: true,
      skip: PRODUCT_PAGE_SIZE * (page - 1),
      limit: PRODUCT_PAGE_SIZE,
    })
    .then((found) => ({ page, ...found }));
}

/** The first (or requested) page of results for any finder URL, rendered on the server. */
async function loadFinder(services: Services, search: URLSearchParams, locale: Locale) {
  const state = readFinderState(search);
  const { productName } = state;
  const [tree, product, compared] = await Promise.all([
    services.search.categoryTree(),
    productName
      ? services.catalogue.findProductsByNames([productName]).then((found) => found.get(productName))
      : undefined,
    comparedNames(services.catalogue, state.compare),
  ]);
  // A product chosen from the suggestions (`name`) shows that product alone (decision 022), not
  // every product its name's words match; a name no active product has is searched as text.
  const { page, total, products, facets } = product
    ? {
        page: existingPage(localizedPath(FINDER_PATH, locale), search, 1),
        total: 1,
        products: [product],
        facets: undefined,
      }
    : await searchPage(services, search, state, locale);
  const category = state.catId === null ? undefined : await services.catalogue.category(state.catId);
  if (state.catId !== null && !category) {
    if (await services.contentEditing.isWithdrawn(categoryKind.name, String(state.catId))) {
      throw data("This category has been taken down.", { status: 404 });
    }
  }
  // Spec 2.5's "did not find" help shows when the text matches no product and no category at all.
  const nothingMatches =
    state.query !== "" &&
    total === 0 &&
    (await services.search.suggestions(state.query, 1)).categories.length === 0 &&
    (await services.search.products({ query: state.query, categoryIds: [], skip: 0, limit: 0 })).total === 0;
  return {
    state: { ...state, page },
    total,
    totalPages: Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE)),
    results: products.map(
      (item): FinderResult => ({
        slug: item.slug,
        name: item.name,
        categoryName: item.categoryName,
        description: item.description,
        datasheet: item.datasheet,
      }),
    ),
    groups: tree.map((group) => ({
      id: group.id,
      name: group.name,
      categories: group.subCategories.map((item) => ({ id: item.id, name: item.name })),
    })),
    category: category ?? null,
    product: product
      ? { name: product.name, categoryId: product.categoryId, categoryName: product.categoryName }
      : null,
    nothingMatches,
    /** Every facet value with its count; none when the suggestions chose one product. */
    facets: facets ?? [],
    /** The products chosen for a comparison (decision 053). */
    compared,
    preview: null as { editorHref: string } | null,
  };
}

/** `?preview=<id>` beside `cat_id=<id>`: a signed-in editor sees the category's draft name and description. */
async function loadPreview(services: Services, request: Request, search: URLSearchParams, locale: Locale) {
  const state = readFinderState(search);
  const key = search.get(FINDER_QUERY.preview);
  if (state.catId === null || key !== String(state.catId)) return undefined;
  const record = await previewRecord(services, request, categoryKind.name, key);
  if (!record) return undefined;
  const draft = CategoryRecord.parse(record);
  const page = await loadFinder(services, search, locale);
  return data(
    {
      ...page,
      category: { id: draft.id, name: draft.name, summary: draft.summary },
      preview: { editorHref: contentItemPath(categoryKind.name, draft.id) },
    },
    { headers: PREVIEW_HEADERS },
  );
}

type Finder = Awaited<ReturnType<typeof loadFinder>>;

/** The finder's category names and the chosen category's description in the page's language (decision 063). */
function finderInLanguage(
  page: Finder,
  texts: NonNullable<Awaited<ReturnType<typeof categoryTexts>>>,
): Finder {
  const name = (id: number, english: string) => texts.byId.get(id)?.name ?? english;
  const chosen = page.category && texts.byId.get(page.category.id);
  return {
    ...page,
    results: page.results.map((result) => ({
      ...result,
      categoryName: texts.byName.get(result.categoryName) ?? result.categoryName,
    })),
    groups: page.groups.map((group) => ({
      ...group,
      name: name(group.id, group.name),
      categories: group.categories.map((item) => ({ ...item, name: name(item.id, item.name) })),
    })),
    category:
      page.category && chosen
        ? { ...page.category, name: chosen.name, summary: chosen.summary }
        : page.category,
    product: page.product && {
      ...page.product,
      categoryName: name(page.product.categoryId, page.product.categoryName),
    },
  };
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const locale = localeOfPath(url.pathname);
  const preview = search.has(FINDER_QUERY.preview) && (await loadPreview(services, request, search, locale));
  if (preview) return preview;
  const [page, texts] = await Promise.all([
    loadFinder(services, search, locale),
    categoryTexts(services, request),
  ]);
  return texts ? finderInLanguage(page, texts) : page;
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
