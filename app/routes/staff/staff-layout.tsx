import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router";
import { NEWS_LIST_PATH } from "../../../shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "../../../shared/staff/console-routes.ts";
import { LEAD_INBOX_PATH } from "../../../shared/staff/leads/paths.ts";
import {
  STAFF_ACCOUNT_PATH,
  STAFF_AUDIT_PATH,
  STAFF_FILES_PATH,
  STAFF_PATH,
  STAFF_SIGN_IN_PATH,
  STAFF_USERS_PATH,
} from "../../../shared/staff/paths.ts";
import { can, type Role } from "../../../shared/staff/roles.ts";
import styles from "../../staff/staff.css?url";
import { useStaffLayout } from "../../staff/staff-data.ts";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/staff-layout.ts";

export { loader } from "./staff-layout.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: Route.MetaFunction = () => staffMeta("Staff console");

const NAV = [
  { path: STAFF_PATH, label: "Overview" },
  { path: LEAD_INBOX_PATH, label: "Enquiries" },
  { path: NEWS_LIST_PATH, label: "News" },
  { path: STAFF_FILES_PATH, label: "Files" },
  { path: STAFF_USERS_PATH, label: "People" },
  { path: STAFF_AUDIT_PATH, label: "Audit log" },
  { path: STAFF_ACCOUNT_PATH, label: "Your account" },
] as const;

function allowed(role: Role, path: keyof typeof STAFF_PAGES): boolean {
  const access = STAFF_PAGES[path];
  return access === "signed-in" || can(role, access);
}

// Link and useLocation rather than NavLink: the public pages' framework chunk already carries them.
function StaffNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <nav className="staff-nav" aria-label="Staff console">
      <ul>
        {NAV.filter((item) => allowed(role, item.path)).map((item) => (
          <li key={item.path}>
            <Link to={item.path} aria-current={pathname === item.path ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every console page: its own CSS, the console's menu for the signed-in person. */
export default function StaffLayout() {
  const { user } = useStaffLayout();
  return (
    <div className="container staff">
      {user && <StaffNav role={user.role} />}
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "Something went wrong. Please try again.";
  return (
    <div className="container staff">
      <h1>{status === 403 ? "No access" : status === 404 ? "Not found" : "Something went wrong"}</h1>
      <p>{message}</p>
      <p>
        <a href={STAFF_PATH}>Back to the console</a> or <a href={STAFF_SIGN_IN_PATH}>sign in</a>.
      </p>
    </div>
  );
}
