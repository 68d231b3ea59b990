import { data } from "react-router";
import { comparedNames } from "../../../server/catalogue/comparison.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { PRODUCT_SLUG, readCompareList } from "../../../shared/catalogue/compare-list.ts";
import { PRODUCT_PAGE_QUERY } from "../../../shared/site/page-query.ts";
import type { Route } from "./+types/product-page.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  const product = PRODUCT_SLUG.test(params.slug) ? await catalogue.productBySlug(params.slug) : undefined;
  if (!product) throw data(null, { status: 404 });
  const compare = readCompareList(new URL(request.url).searchParams.getAll(PRODUCT_PAGE_QUERY.compare));
  /** The products being chosen for a comparison (decision 053), carried in the address. */
  const compared = await comparedNames(catalogue, compare);
  return { ...product, compared };
}
