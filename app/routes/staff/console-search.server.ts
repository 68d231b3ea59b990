import { searchContent } from "#server/content-editing/console-search.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { SEARCH_PARAM, SearchQuerySchema } from "#shared/content-editing/console-search.ts";
import { SHOWN_STATUS_LABELS } from "#shared/content-editing/status.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { STAFF_SEARCH_PATH } from "#shared/staff/paths.ts";
import { consoleViewFor } from "../../staff/console-view.server.ts";
import type { Route } from "./+types/console-search.ts";

/** `?q=` searched across every kind the person may edit; no query, or only spaces, shows the empty form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[STAFF_SEARCH_PATH]);
  const { database, contentEditing } = context.get(servicesContext);
  const view = consoleViewFor(context, user.role);
  const query = SearchQuerySchema.parse(new URL(request.url).searchParams.get(SEARCH_PARAM) ?? "");
  const groups = await searchContent(database.db, contentEditing.kinds, query, view);
  return {
    query,
    groups: groups.map((group) => ({
      kind: group.kind,
      label: view.title(group.kind) ?? group.label,
      kindLabel: group.label,
      total: group.total,
      results: group.results.map((result) => ({ ...result, status: SHOWN_STATUS_LABELS[result.status] })),
    })),
  };
}
