import { pressReleaseKind } from "#server/media/press-release-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { PRESS_RELEASES_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import type { Route } from "./+types/press-release-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[PRESS_RELEASES_LIST_PATH]);
  const items = await context.get(servicesContext).contentEditing.list(pressReleaseKind.name);
  return { items: items.map(({ working: _working, ...item }) => item) };
}
