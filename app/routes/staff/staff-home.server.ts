import { requireStaff } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/staff-home.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[STAFF_PATH]);
  return { name: user.name, role: user.role };
}
