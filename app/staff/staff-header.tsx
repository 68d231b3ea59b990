import { Link, useLocation } from "react-router";
import { siteConfig } from "#shared/site/site-config.ts";
import { STAFF_PAGES, STAFF_SECTIONS } from "#shared/staff/console-routes.ts";
import { STAFF_ACCOUNT_PATH, STAFF_PATH } from "#shared/staff/paths.ts";
import { can, type Role } from "#shared/staff/roles.ts";
import { ConsoleSearchBox } from "./console-search-box.tsx";
import type { StaffLayoutData } from "./staff-data.ts";
import { StaffForm } from "./staff-form.tsx";

type StaffPerson = NonNullable<StaffLayoutData["user"]>;

function admits(role: Role, path: keyof typeof STAFF_PAGES): boolean {
  const access = STAFF_PAGES[path];
  return access === "signed-in" || can(role, access);
}

/** The sections the person's role opens, as the header's menu. */
function StaffNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <nav className="staff-nav" aria-label="Staff console">
      <ul>
        {STAFF_SECTIONS.filter((section) => admits(role, section.path)).map((section) => (
          <li key={section.path}>
            <Link to={section.path} aria-current={pathname === section.path ? "page" : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The console's own plain header: its name, its sections, who is signed in and a way out. */
export function StaffHeader({ user }: { user: StaffPerson | null }) {
  return (
    <header className="staff-header">
      <div className="container staff-header-bar">
        <a href={STAFF_PATH} className="staff-brand">
          {siteConfig.company.name} <span>staff console</span>
        </a>
        {user && <ConsoleSearchBox role={user.role} />}
        {user && (
          <div className="staff-person">
            <span>{user.name}</span>
            <StaffForm intent="sign-out" action={STAFF_ACCOUNT_PATH} className="staff-inline">
              <button type="submit" className="staff-button staff-button--quiet">
                Sign out
              </button>
            </StaffForm>
          </div>
        )}
      </div>
      {user && (
        <div className="container">
          <StaffNav role={user.role} />
        </div>
      )}
    </header>
  );
}
