import { z } from "zod";
import { FACETS } from "./facets.ts";
import { FAMILY_PRODUCT_LIMIT, MAX_QUERY_LENGTH, PRODUCT_PAGE_SIZE } from "./search-limits.ts";

const FacetKeySchema = z.enum(FACETS.map((facet) => facet.key) as [string, ...string[]]);

/** One facet of GET /api/list?facets=true: each value with the products choosing it would give. */
const FacetSchema = z
  .object({
    facet: FacetKeySchema,
    label: z.string(),
    values: z.array(
      z.object({
        value: z.string().describe("The value's slug, as the facet's query parameter takes it"),
        label: z.string(),
        count: z
          .number()
          .int()
          .min(0)
          .describe(
            "Products matching the query with this value added (other facets, category and text kept)",
          ),
      }),
    ),
  })
  .meta({ id: "Facet" });

/** A product of GET /api/list (spec 3). */
const ProductSchema = z
  .object({
    name: z.string(),
    cat_name: z.string().describe("The name of the product's category"),
    description: z.string().describe("HTML"),
    pdflink: z.string().describe("The data sheet's path under the file base address"),
  })
  .meta({ id: "Product" });

/** GET /api/list: one page of products (ten), or a category's first products in name order with `all=true`. */
export const ProductListSchema = z
  .object({
    data: z.array(ProductSchema).max(FAMILY_PRODUCT_LIMIT),
    total: z.number().int().min(0).describe("Products matching the query, on every page"),
    facets: z.array(FacetSchema).optional().describe("With facets=true: every facet in the finder's order"),
  })
  .describe("Products, with how many match");
export type ProductList = z.infer<typeof ProductListSchema>;

/** A category with its sorted sub-categories (spec 3); top-level categories have no parent. */
export type Category = { id: number; parentId: number | null; name: string; subCategories: Category[] };
const CategorySchema: z.ZodType<Category> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    get subCategories() {
      return z.array(CategorySchema);
    },
  })
  .meta({ id: "Category" });

/** GET /api/category-list: the category tree. */
export const CategoryListSchema = z.object({ data: z.array(CategorySchema) }).describe("The category tree");

const ProductSuggestionSchema = z.object({ name: z.string() });
const CategorySuggestionSchema = z.object({ id: z.number().int(), name: z.string() });

const FacetSuggestionSchema = z.object({
  facet: FacetKeySchema,
  value: z.string().describe("The value's slug: /product?<facet>=<value> lists its products"),
  label: z.string(),
});

/** GET /api/autocomplete-list?search=…: the finder's suggestions. */
const FinderSuggestionsSchema = z.object({
  data: z.object({
    product: z.array(ProductSuggestionSchema),
    cat: z.array(CategorySuggestionSchema),
    facet: z.array(FacetSuggestionSchema).describe("Facet values (industries, certifications, …)"),
  }),
});
export type FinderSuggestions = z.infer<typeof FinderSuggestionsSchema>;

/** GET /api/autocomplete-list?search=…&pagesearch=true: the search page's and header's four lists. */
const SiteSuggestionsSchema = z.object({
  data: z.object({
    cat: z.array(CategorySuggestionSchema),
    product: z.array(ProductSuggestionSchema),
    media: z.array(z.object({ name: z.string(), description: z.string().describe("HTML") })),
    // Spelled so in the spec's contract (section 3).
    press_reelase: z.array(z.object({ name: z.string() })),
    facet: z.array(FacetSuggestionSchema).describe("Facet values (industries, certifications, …)"),
  }),
});
export type SiteSuggestions = z.infer<typeof SiteSuggestionsSchema>;

/** Either answer of GET /api/autocomplete-list; the four-list shape first, as the finder's is a subset of it. */
export const SuggestionsSchema = z
  .union([SiteSuggestionsSchema, FinderSuggestionsSchema])
  .describe("The four lists with pagesearch=true, else products and categories");

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

/** A facet's parameter: comma-joined value slugs of that facet, each once in the answer. */
const FacetParam = (key: string, slugs: readonly string[]) =>
  z
    .string()
    .max(1000)
    .optional()
    .transform((text, context) => {
      const chosen = [...new Set((text ?? "").split(",").filter(Boolean))].sort();
      const unknown = chosen.filter((slug) => !slugs.includes(slug));
      if (unknown.length > 0)
        context.addIssue({ code: "custom", message: `${key} has no value ${unknown.join(", ")}` });
      return chosen;
    })
    .describe(`Comma-joined values: ${slugs.join(", ")}`);

const facetParams = {
  industry: FacetParam(
    "industry",
    FACETS[0].values.map((value) => value.slug),
  ),
  function: FacetParam(
    "function",
    FACETS[1].values.map((value) => value.slug),
  ),
  chemistry: FacetParam(
    "chemistry",
    FACETS[2].values.map((value) => value.slug),
  ),
  form: FacetParam(
    "form",
    FACETS[3].values.map((value) => value.slug),
  ),
  cert: FacetParam(
    "cert",
    FACETS[4].values.map((value) => value.slug),
  ),
};

/** GET /api/list: `catId` one id or comma-joined ids, `skip` an offset of whole products. */
export const ListQuerySchema = z.object({
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
    `true lists the products of the categories in catId (required with it) on one page, the first ${FAMILY_PRODUCT_LIMIT} in name order, and ignores skip; total counts them all`,
  ),
  ...facetParams,
  facets: Flag("facets").describe("true adds `facets`: every facet value with its count"),
});

export const AutocompleteQuerySchema = z.object({
  search: SearchText("search").describe("The text typed so far"),
  pagesearch: Flag("pagesearch").describe("true adds news (media) and press releases (press_reelase)"),
});
