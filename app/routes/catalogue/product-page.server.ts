import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import type { Route } from "./+types/product-page.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const product = /^[a-z0-9-]{1,100}$/.test(params.slug)
    ? await services.catalogue.productBySlug(params.slug)
    : undefined;
  if (!product) throw data(null, { status: 404 });
  // Its documents and statuses (issue 16), beside the catalogue's fields.
  const documentation = await services.documents.forProduct(product.slug);
  return {
    ...product,
    documents: documentation?.documents ?? [],
    certifications: documentation?.certifications ?? [],
  };
}
