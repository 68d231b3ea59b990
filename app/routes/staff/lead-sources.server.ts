import { redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { sourceReport } from "#server/staff/leads/source-report.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { leadFilterFromQuery, leadFilterToQuery } from "#shared/staff/leads/filter.ts";
import { LEAD_SOURCES_PATH } from "#shared/staff/leads/paths.ts";
import type { Route } from "./+types/lead-sources.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[LEAD_SOURCES_PATH]);
  const given = new URL(request.url).searchParams;
  const { page: _page, ...filter } = leadFilterFromQuery(given);
  // As the inbox: the address keeps only the filters set, so a report can be bookmarked.
  const canonical = leadFilterToQuery(filter);
  given.delete("_routes");
  if (given.toString() !== canonical) {
    throw redirect(canonical ? `${LEAD_SOURCES_PATH}?${canonical}` : LEAD_SOURCES_PATH);
  }
  const { database } = context.get(servicesContext);
  return { filter, report: await sourceReport(database, filter) };
}
