import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAX_QUERY_LENGTH, PRODUCT_PAGE_SIZE } from "../../shared/catalogue/search-limits.ts";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";

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
  query: SearchText("query"),
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
    .transform((ids) => (ids ? [...new Set(ids.split(",").map(Number))] : [])),
  skip: z
    .union([
      z.literal(""),
      z.string().regex(/^\d{1,9}$/, "skip must be a whole number of products, 0 or more"),
    ])
    .optional()
    .transform((skip) => (skip ? Number(skip) : 0)),
  all: Flag("all"),
});

const AutocompleteQuery = z.object({ search: SearchText("search"), pagesearch: Flag("pagesearch") });

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  // A parameter given twice arrives as an array: name it rather than quoting zod's type message.
  if (issue?.code === "invalid_type" || issue?.code === "invalid_union")
    return `${String(issue.path[0] ?? "a parameter")} must be given once, as text`;
  return issue?.message ?? "Bad query";
}

/** GET /api/list, /api/autocomplete-list and /api/category-list (spec 7), with the spec's field names. */
export async function productRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/list", async (request, reply) => {
    const parsed = ListQuery.safeParse(request.query);
    if (!parsed.success) return reply.status(400).send(apiError(400, firstIssue(parsed.error)));
    const { query, catId, skip, all } = parsed.data;
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
  });

  app.get("/autocomplete-list", async (request, reply) => {
    const parsed = AutocompleteQuery.safeParse(request.query);
    if (!parsed.success) return reply.status(400).send(apiError(400, firstIssue(parsed.error)));
    const found = await services.search.suggestions(parsed.data.search, SUGGESTION_LIMIT);
    const product = found.products.map((item) => ({ name: item.name }));
    const cat = found.categories.map((item) => ({ id: item.id, name: item.name }));
    if (!parsed.data.pagesearch) return { data: { product, cat } };
    return {
      data: {
        cat,
        product,
        media: found.news.map((item) => ({ name: item.name, description: item.description })),
        // Spelled so in the spec's contract (section 3).
        press_reelase: found.pressReleases.map((item) => ({ name: item.name })),
      },
    };
  });

  app.get("/category-list", async () => {
    type Node = { id: number; parentId: number | null; name: string; subCategories: Node[] };
    const shape = (node: Node): Node => ({
      id: node.id,
      parentId: node.parentId,
      name: node.name,
      subCategories: node.subCategories.map(shape),
    });
    return { data: (await services.search.categoryTree()).map(shape) };
  });
}
