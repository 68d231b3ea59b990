import { newsKind } from "#server/media/news-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { contentItemPath, NEWS_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentListAction, contentListData } from "../../staff/content-list.server.ts";
import type { Route } from "./+types/news-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[NEWS_LIST_PATH]);
  const items = await context.get(servicesContext).contentEditing.list(newsKind.name);
  const rows = items.map(({ working: _working, ...item }) => ({
    ...item,
    href: contentItemPath("news", item.key),
  }));
  return { list: contentListData(request, newsKind, rows) };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentListAction({ request, context, path: NEWS_LIST_PATH, kind: newsKind });
}
