import { pressReleaseKind } from "#server/media/press-release-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { contentItemPath, PRESS_RELEASES_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentListAction, contentListData } from "../../staff/content-list.server.ts";
import type { Route } from "./+types/press-release-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[PRESS_RELEASES_LIST_PATH]);
  const items = await context.get(servicesContext).contentEditing.list(pressReleaseKind.name);
  const rows = items.map(({ working: _working, ...item }) => ({
    ...item,
    href: contentItemPath("press-releases", item.key),
  }));
  return { list: contentListData(request, pressReleaseKind, rows) };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentListAction({ request, context, path: PRESS_RELEASES_LIST_PATH, kind: pressReleaseKind });
}
