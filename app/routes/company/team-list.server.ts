import { servicesContext } from "../../../server/router-context.ts";
import { unprefixedPath } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/team-list.ts";
import { teamKindOf } from "./teams.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const kind = teamKindOf(unprefixedPath(url.pathname));
  return { kind, members: await context.get(servicesContext).company.team(kind) };
}
