import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { NEWS_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import type { Route } from "./+types/news-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[NEWS_LIST_PATH]);
  const items = await context.get(servicesContext).contentEditing.list("news");
  return { items: items.map(({ working: _working, ...item }) => item) };
}
