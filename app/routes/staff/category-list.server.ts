import { categoryInUse, categoryKind } from "#server/catalogue/category-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { CATEGORY_MESSAGES } from "#shared/content-editing/category-form.ts";
import { CATEGORIES_LIST_PATH, contentItemPath } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentListAction, contentListData } from "../../staff/content-list.server.ts";
import type { Route } from "./+types/category-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[CATEGORIES_LIST_PATH]);
  const items = await context.get(servicesContext).contentEditing.list(categoryKind.name);
  const rows = items
    .map(({ working: _working, ...item }) => ({ ...item, href: contentItemPath("categories", item.key) }))
    .sort((a, b) => a.title.localeCompare(b.title, "en"));
  return { list: contentListData(request, categoryKind, rows) };
}

export function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext).database;
  return contentListAction({
    request,
    context,
    path: CATEGORIES_LIST_PATH,
    kind: categoryKind,
    // As its editor refuses it: its products and categories would be left without one.
    refuseUnpublish: async (key) =>
      (await categoryInUse(db, Number(key))) ? CATEGORY_MESSAGES.inUse : undefined,
  });
}
