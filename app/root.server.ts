import { basketFromCookies } from "../server/enquiries/basket-cookie.ts";
import { basketContext, servicesContext } from "../server/router-context.ts";
import type { Route } from "./+types/root.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const basket = context.get(basketContext) ?? basketFromCookies(request.headers.get("cookie"));
  const services = context.get(servicesContext);
  return {
    settings: services.publicSettings,
    /** The Products menu's categories (decision 072), from the in-memory index of the content version. */
    productMenu: await services.search.productMenu(),
    /** The sample basket's product slugs (decision 052); left out while empty, as on every cached page. */
    ...(basket.length > 0 ? { basket } : {}),
  };
}
