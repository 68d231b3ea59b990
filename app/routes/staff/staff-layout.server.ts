import { data } from "react-router";
import { londonLocalValue } from "#server/content-editing/london-time.ts";
import { newXsrfToken, xsrfSetCookie, xsrfTokenFromCookies } from "#server/http/xsrf.ts";
import { servicesContext } from "#server/router-context.ts";
import { STAFF_HOME_SECTION, staffSections } from "#shared/staff/console-routes.ts";
import { can } from "#shared/staff/roles.ts";
import type { StaffLayoutData } from "../../staff/staff-data.ts";
import type { Route } from "./+types/staff-layout.ts";

/**
 * Who is signed in (if anyone), the anti-forgery token every console form carries, today's date
 * in UK time, where a new item's date starts, and the navigation the person's role opens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const https = new URL(request.url).protocol === "https:";
  const existing = xsrfTokenFromCookies(request.headers.get("cookie"), https);
  const xsrfToken = existing ?? newXsrfToken();
  const services = context.get(servicesContext);
  const user = await services.staff.currentUser(request.headers);
  const layout: StaffLayoutData = {
    user: user ? { name: user.name, email: user.email, role: user.role } : null,
    xsrfToken,
    today: londonLocalValue(new Date()).slice(0, 10),
    // From the service's kinds: a kind it was given has its entry like the built-in ones.
    nav: user
      ? {
          home: STAFF_HOME_SECTION,
          groups: staffSections(
            services.consoleKinds,
            (access) => access === "signed-in" || can(user.role, access),
          ),
        }
      : { home: null, groups: [] },
  };
  return data(layout, existing ? undefined : { headers: { "set-cookie": xsrfSetCookie(xsrfToken, https) } });
}
