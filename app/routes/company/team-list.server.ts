import { servicesContext } from "../../../server/router-context.ts";
import type { Route } from "./+types/team-list.ts";
import { teamKindOf } from "./teams.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const kind = teamKindOf(url.pathname);
  return { kind, members: await context.get(servicesContext).company.team(kind) };
}
