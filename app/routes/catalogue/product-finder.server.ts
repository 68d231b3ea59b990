import { z } from "zod";
import type { ProductDetail } from "../../../server/catalogue/catalogue.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { typedText } from "../../../server/search/search-text.ts";
import type { Services } from "../../../server/services.ts";
import type { FinderState } from "../../../shared/catalogue/finder-url.ts";
import { MAX_QUERY_LENGTH, PRODUCT_PAGE_SIZE } from "../../../shared/catalogue/search-limits.ts";
import type { Route } from "./+types/product-finder.ts";

const Id = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const Page = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

function ids(values: string[]): number[] {
  return values.flatMap((value) => {
    const id = Id.safeParse(value);
    return id.success ? [id.data] : [];
  });
}

/**
 * Reads the finder's state from its URL. The finder is a page, not an API: a value it cannot use
 * (a page that is not a number, a category id with letters) is dropped rather than refused.
 */
export function readFinderState(search: URLSearchParams): FinderState & { productName: string | null } {
  const name = typedText(search.get("name")) || null;
  const query = (name ?? typedText(search.get("query"))).slice(0, MAX_QUERY_LENGTH);
  // The old site linked several categories as one comma-joined cat_id; those read as ticked boxes.
  const catIds = [...new Set(ids(search.get("cat_id")?.split(",") ?? []))];
  const catId = catIds.length === 1 ? (catIds[0] ?? null) : null;
  const cats = catId === null ? [...new Set([...catIds, ...ids(search.getAll("cat"))])].slice(0, 50) : [];
  const page = Page.safeParse(search.get("page") ?? "");
  return {
    query,
    catId,
    cats,
    page: page.success ? page.data : 1,
    productName: name,
  };
}

export type FinderResult = {
  slug: string;
  name: string;
  categoryName: string;
  description: string;
  datasheet: string;
};

/** The first (or requested) page of results for any finder URL, rendered on the server. */
export async function loadFinder(services: Services, search: URLSearchParams) {
  const state = readFinderState(search);
  const categoryIds = state.catId !== null ? [state.catId] : state.cats;
  const [tree, first] = await Promise.all([
    services.search.categoryTree(),
    services.search.products({ query: state.query, categoryIds, skip: 0, limit: 0 }),
  ]);
  const totalPages = Math.max(1, Math.ceil(first.total / PRODUCT_PAGE_SIZE));
  const page = Math.min(state.page, totalPages);
  const { total, products } = await services.search.products({
    query: state.query,
    categoryIds,
    skip: PRODUCT_PAGE_SIZE * (page - 1),
    limit: PRODUCT_PAGE_SIZE,
  });
  const categories = tree.flatMap((group) => [group, ...group.subCategories]);
  const category = categories.find((item) => item.id === state.catId) ?? null;
  let product: Pick<ProductDetail, "name" | "categoryId" | "categoryName"> | null = null;
  if (state.productName) {
    product =
      (await services.catalogue.findProductsByNames([state.productName])).get(state.productName) ?? null;
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
    totalPages,
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
    category: category && { id: category.id, name: category.name },
    product,
    nothingMatches,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFinder(context.get(servicesContext), new URL(request.url).searchParams);
}
