import { basketFromCookies } from "#server/enquiries/basket-cookie.ts";
import { basketContext, servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/root.ts";
import { productMenuInPageLanguage } from "./i18n/content-language.server.ts";
import { localeMiddleware } from "./i18n/request-locale.server.ts";

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const basket = context.get(basketContext) ?? basketFromCookies(request.headers.get("cookie"));
  // Only the identity, never the enquiry recipients, and only once it has been edited (decision 074).
  const site = await services.siteSettings.editedIdentity();
  return {
    settings: services.publicSettings,
    /** The company identity as published (decision 074): header, footer, contact details. */
    ...(site ? { site } : {}),
    /** The Products menu's categories (decision 072), from the in-memory index of the content version. */
    productMenu: await productMenuInPageLanguage(services, request),
    /** The sample basket's product slugs (decision 052); left out while empty, as on every cached page. */
    ...(basket.length > 0 ? { basket } : {}),
  };
}
