import { redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { countLeadsByStatus, listLeads } from "#server/staff/leads/list.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { leadFilterFromQuery, leadFilterToQuery } from "#shared/staff/leads/filter.ts";
import { LEAD_EXPORT_PATH, LEAD_INBOX_PATH } from "#shared/staff/leads/paths.ts";
import { can } from "#shared/staff/roles.ts";
import type { Route } from "./+types/enquiries.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[LEAD_INBOX_PATH]);
  const { database, staff } = context.get(servicesContext);
  const given = new URL(request.url).searchParams;
  const filter = leadFilterFromQuery(given);
  // A filter form sends its empty fields too: the address is tidied to the filters actually set,
  // so it reads well, and can be bookmarked and shared.
  const canonical = leadFilterToQuery(filter);
  given.delete("_routes");
  if (given.toString() !== canonical)
    throw redirect(canonical ? `${LEAD_INBOX_PATH}?${canonical}` : LEAD_INBOX_PATH);
  const { page: _page, ...filters } = filter;
  const [list, counts, people] = await Promise.all([
    listLeads(database, filter),
    countLeadsByStatus(database, filters),
    staff.people.list(),
  ]);
  return {
    filter,
    list,
    counts,
    people: people.map((person) => ({ id: person.id, name: person.name, email: person.email })),
    mayExport: can(user.role, STAFF_PAGES[LEAD_EXPORT_PATH]),
  };
}
