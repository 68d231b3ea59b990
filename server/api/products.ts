import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CategoryListSchema, ProductListSchema, SuggestionsSchema } from "../../shared/catalogue/api.ts";
import { apiError } from "../http/errors.ts";
import { MAX_QUERY_LENGTH } from "../search/search-text.ts";
import { PRODUCT_PAGE_SIZE } from "../search/site-search.ts";
import type { Services } from "../services.ts";
import { badRequest } from "./responses.ts";

/** Suggestions per group in the autocomplete answer. */
export const SUGGESTION_LIMIT = 10;
const MAX_CATEGORY_IDS = 50;

const SearchText = (name: string) =>
  z
    .string()
    .max(MAX_QUERY_LENGTH, `${name} must be at most ${MAX_QUERY_LENGTH} characters`)
    .optional()
    .transform((text) => text ?? "");

const Flag = (name: string) =>
  z
    .enum(["true", "false", ""], { error: `${name} must be true or false` })
    .optional()
    .transform((flag) => flag === "true");

/** GET /api/list: `catId` one id or comma-joined ids, `skip` an offset of whole products. */
const ListQuery = z.object({
  query: SearchText("query").describe("Words of a product's name or description"),
  catId: z
    .union([
      z.literal(""),
      z
        .string()
        .regex(/^\d{1,9}(,\d{1,9})*$/, "catId must be a category id or comma-separated ids")
        .refine(
          (ids) => ids.split(",").length <= MAX_CATEGORY_IDS,
          `catId takes at most ${MAX_CATEGORY_IDS} ids`,
        ),
    ])
    .optional()
    .transform((ids) => (ids ? [...new Set(ids.split(",").map(Number))] : []))
    .describe(`One category id, or up to ${MAX_CATEGORY_IDS} comma-joined ids`),
  skip: z
    .union([
      z.literal(""),
      z.string().regex(/^\d{1,9}$/, "skip must be a whole number of products, 0 or more"),
    ])
    .optional()
    .transform((skip) => (skip ? Number(skip) : 0))
    .describe(`Offset of the first product: 0, ${PRODUCT_PAGE_SIZE}, ${2 * PRODUCT_PAGE_SIZE}, …`),
  all: Flag("all").describe(
    "true lists every product of the categories in catId (required with it) on one page and ignores skip",
  ),
});

const AutocompleteQuery = z.object({
  search: SearchText("search").describe("The text typed so far"),
  pagesearch: Flag("pagesearch").describe("true adds news (media) and press releases (press_reelase)"),
});

/** GET /api/list, /api/autocomplete-list and /api/category-list (spec 7), with the spec's field names. */
export async function productRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/list",
    {
      schema: {
        summary: "Products matching a search, a page at a time",
        querystring: ListQuery,
        response: { 200: ProductListSchema, ...badRequest },
      },
    },
    async (request, reply) => {
      const { query, catId, skip, all } = request.query;
      if (all && catId.length === 0)
        return reply.status(400).send(apiError(400, "all=true lists a category: give catId as well"));
      const { total, products } = await services.search.products({
        query,
        categoryIds: catId,
        skip: all ? 0 : skip,
        limit: all ? Number.POSITIVE_INFINITY : PRODUCT_PAGE_SIZE,
      });
      return {
        data: products.map((product) => ({
          name: product.name,
          cat_name: product.categoryName,
          description: product.description,
          pdflink: product.datasheet,
        })),
        total,
      };
    },
  );

  app.get(
    "/autocomplete-list",
    {
      schema: {
        summary: "Suggestions for a search box",
        description: `At most ${SUGGESTION_LIMIT} items in each list.`,
        querystring: AutocompleteQuery,
        response: { 200: SuggestionsSchema, ...badRequest },
      },
    },
    async (request) => {
      const found = await services.search.suggestions(request.query.search, SUGGESTION_LIMIT);
      const product = found.products.map((item) => ({ name: item.name }));
      const cat = found.categories.map((item) => ({ id: item.id, name: item.name }));
      if (!request.query.pagesearch) return { data: { product, cat } };
      return {
        data: {
          cat,
          product,
          media: found.news.map((item) => ({ name: item.name, description: item.description })),
          press_reelase: found.pressReleases.map((item) => ({ name: item.name })),
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
