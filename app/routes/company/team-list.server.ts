import { servicesContext } from "#server/router-context.ts";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import { itemsInPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/team-list.ts";
import { teamKindOf } from "./teams.ts";

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const kind = teamKindOf(unprefixedPath(url.pathname));
  const services = context.get(servicesContext);
  return {
    kind,
    members: await itemsInPageLanguage(services, request, kind, await services.company.team(kind)),
  };
}
