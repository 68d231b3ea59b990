import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AutocompleteQuerySchema,
  CategoryListSchema,
  ListQuerySchema,
  ProductListSchema,
  SuggestionsSchema,
} from "#shared/catalogue/api.ts";
import { FAMILY_PRODUCT_LIMIT, PRODUCT_PAGE_SIZE } from "#shared/catalogue/search-limits.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { badRequest } from "./responses.ts";

/** Suggestions per group in the autocomplete answer. */
const SUGGESTION_LIMIT = 10;

/** GET /api/list, /api/autocomplete-list and /api/category-list (spec 7), with the spec's field names. */
export async function productRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/list",
    {
      schema: {
        summary: "Products matching a search, a page at a time",
        querystring: ListQuerySchema,
        response: { 200: ProductListSchema, ...badRequest },
      },
    },
    async (request, reply) => {
      const { query, catId, skip, all, facets: withFacets, ...facets } = request.query;
      if (all && catId.length === 0)
        return reply.status(400).send(apiError(400, "all=true lists a category: give catId as well"));
      const found = await services.search.products({
        query,
        categoryIds: catId,
        facets,
        counts: withFacets,
        skip: all ? 0 : skip,
        limit: all ? FAMILY_PRODUCT_LIMIT : PRODUCT_PAGE_SIZE,
      });
      return {
        data: found.products.map((product) => ({
          name: product.name,
          cat_name: product.categoryName,
          description: product.description,
          pdflink: product.datasheet,
        })),
        total: found.total,
        ...(found.facets && {
          facets: found.facets.map((facet) => ({
            facet: facet.key,
            label: facet.label,
            values: facet.values.map(({ slug, label, count }) => ({ value: slug, label, count })),
          })),
        }),
      };
    },
  );

  app.get(
    "/autocomplete-list",
    {
      schema: {
        summary: "Suggestions for a search box",
        description: `At most ${SUGGESTION_LIMIT} items in each list.`,
        querystring: AutocompleteQuerySchema,
        response: { 200: SuggestionsSchema, ...badRequest },
      },
    },
    async (request) => {
      const found = await services.search.suggestions(request.query.search, SUGGESTION_LIMIT);
      const product = found.products.map((item) => ({ name: item.name }));
      const cat = found.categories.map((item) => ({ id: item.id, name: item.name }));
      const facet = found.facetValues.map((item) => ({
        facet: item.key,
        value: item.slug,
        label: item.label,
      }));
      if (!request.query.pagesearch) return { data: { product, cat, facet } };
      return {
        data: {
          cat,
          product,
          media: found.news.map((item) => ({ name: item.name, description: item.description })),
          press_reelase: found.pressReleases.map((item) => ({ name: item.name })),
          facet,
        },
      };
    },
  );

  app.get(
    "/category-list",
    { schema: { summary: "The category tree", response: { 200: CategoryListSchema } } },
    async () => ({ data: await services.search.categoryTree() }),
  );
}
