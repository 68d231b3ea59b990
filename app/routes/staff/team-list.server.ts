import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { teamKindOf } from "../company/teams.ts";
import type { Route } from "./+types/team-list.ts";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `/staff/<team>`: the team is the path's second segment.
  const kind = teamKindOf(url.pathname.replace(/^\/staff/, ""));
  await requireStaff(request, context, STAFF_PAGES[`/staff/${kind}`]);
  const items = await context.get(servicesContext).contentEditing.list(kind);
  const place = (item: { working: { readonly [field: string]: unknown } }) => Number(item.working.position);
  return {
    kind,
    items: [...items]
      .sort((a, b) => place(a) - place(b) || a.key.localeCompare(b.key))
      .map(({ working: _working, ...item }) => ({ ...item, href: contentItemPath(kind, item.key) })),
  };
}
