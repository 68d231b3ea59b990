import { Link, useLocation } from "react-router";
import { siteConfig } from "#shared/site/site-config.ts";
import type { StaffSection } from "#shared/staff/console-routes.ts";
import { STAFF_ACCOUNT_PATH, STAFF_PATH } from "#shared/staff/paths.ts";
import { ConsoleSearchBox } from "./console-search-box.tsx";
import type { StaffLayoutData } from "./staff-data.ts";
import { StaffForm } from "./staff-form.tsx";

type StaffPerson = NonNullable<StaffLayoutData["user"]>;

function SectionLink({ section, pathname }: { section: StaffSection; pathname: string }) {
  // A kind's list stays current on its items' pages.
  const current =
    pathname === section.path || (section.path !== STAFF_PATH && pathname.startsWith(`${section.path}/`));
  return (
    <Link to={section.path} aria-current={current ? "page" : undefined}>
      {section.label}
    </Link>
  );
}

/**
 * The sections the person's role opens, in their groups (issue 31). On a phone the groups fold into
 * "Menu", a `<details>` that opens without JavaScript; on a wider screen they are always shown.
 */
function StaffNav({ nav }: { nav: StaffLayoutData["nav"] }) {
  const { pathname } = useLocation();
  return (
    <nav className="staff-nav" aria-label="Staff console">
      {nav.home ? (
        <p className="staff-nav-home">
          <SectionLink section={nav.home} pathname={pathname} />
        </p>
      ) : null}
      <details className="staff-nav-menu">
        <summary>Menu</summary>
        <div className="staff-nav-groups">
          {nav.groups.map(({ group, sections }) => (
            <div key={group} className="staff-nav-group">
              <p id={`staff-nav-${group}`} className="staff-nav-label">
                {group}
              </p>
              <ul aria-labelledby={`staff-nav-${group}`}>
                {sections.map((section) => (
                  <li key={section.path}>
                    <SectionLink section={section} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </nav>
  );
}

/** The console's own plain header: its name, its sections, who is signed in and a way out. */
export function StaffHeader({ user, nav }: { user: StaffPerson | null; nav: StaffLayoutData["nav"] | null }) {
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
      {user && nav && (
        <div className="container">
          <StaffNav nav={nav} />
        </div>
      )}
    </header>
  );
}
