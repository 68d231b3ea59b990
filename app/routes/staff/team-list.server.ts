import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentListAction, contentListData } from "../../staff/content-list.server.ts";
import { teamKindOf } from "../company/teams.ts";
import type { Route } from "./+types/team-list.ts";

/** `/staff/<team>`: the team is the path's second segment. */
function teamOf(url: URL, context: Route.LoaderArgs["context"]) {
  const name = teamKindOf(url.pathname.replace(/^\/staff/, ""));
  const kind = context.get(servicesContext).contentEditing.kind(name);
  if (!kind) throw data("No such list.", { status: 404 });
  return { name, kind, path: `/staff/${name}` as const };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const team = teamOf(url, context);
  await requireStaff(request, context, STAFF_PAGES[team.path]);
  const items = await context.get(servicesContext).contentEditing.list(team.name);
  const place = (item: { working: { readonly [field: string]: unknown } }) => Number(item.working.position);
  const rows = [...items]
    .sort((a, b) => place(a) - place(b) || a.key.localeCompare(b.key))
    .map(({ working: _working, ...item }) => ({ ...item, href: contentItemPath(team.name, item.key) }));
  return { kind: team.name, list: contentListData(request, team.kind, rows) };
}

export function action({ request, context, url }: Route.ActionArgs) {
  const team = teamOf(url, context);
  return contentListAction({ request, context, path: team.path, kind: team.kind });
}
