import { servicesContext } from "#server/router-context.ts";
import { itemsInPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/industry-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [industries, applications] = await Promise.all([
    services.company
      .industries()
      .then((items) => itemsInPageLanguage(services, request, "industries", items)),
    services.industryPages
      .list()
      .then((items) => itemsInPageLanguage(services, request, "industry-pages", items)),
  ]);
  return { industries, applications };
}
