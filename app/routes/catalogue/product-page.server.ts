import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import type { Route } from "./+types/product-page.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = /^[a-z0-9-]{1,100}$/.test(params.slug)
    ? await context.get(servicesContext).catalogue.productBySlug(params.slug)
    : undefined;
  if (!product) throw data(null, { status: 404 });
  return product;
}
