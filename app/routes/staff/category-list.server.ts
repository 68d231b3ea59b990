import { categoryKind } from "#server/catalogue/category-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { CATEGORIES_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import type { Route } from "./+types/category-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[CATEGORIES_LIST_PATH]);
  const items = await context.get(servicesContext).contentEditing.list(categoryKind.name);
  return {
    items: items
      .map(({ working: _working, ...item }) => item)
      .sort((a, b) => a.title.localeCompare(b.title, "en")),
  };
}
