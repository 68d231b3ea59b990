import { basketFromCookies } from "../server/enquiries/basket-cookie.ts";
import { basketContext, servicesContext } from "../server/router-context.ts";
import type { Route } from "./+types/root.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const basket = context.get(basketContext) ?? basketFromCookies(request.headers.get("cookie"));
  return {
    settings: context.get(servicesContext).publicSettings,
    /** The sample basket's product slugs (decision 052); left out while empty, as on every cached page. */
    ...(basket.length > 0 ? { basket } : {}),
  };
}
