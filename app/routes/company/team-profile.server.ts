import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import { unprefixedPath } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/team-profile.ts";
import { teamKindOf } from "./teams.ts";

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const kind = teamKindOf(unprefixedPath(url.pathname));
  const profile = await context.get(servicesContext).company.profile(kind, params.slug);
  if (!profile) throw data(null, { status: 404 });
  return { kind, ...profile };
}
