import { servicesContext } from "#server/router-context.ts";
import { itemsInPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/case-study-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return {
    caseStudies: await itemsInPageLanguage(
      services,
      request,
      "case-studies",
      await services.caseStudies.list(),
    ),
  };
}
