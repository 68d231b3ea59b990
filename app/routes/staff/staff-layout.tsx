import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { STAFF_LAYOUT_ID } from "#shared/staff/console-routes.ts";
import { STAFF_PATH, STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import type { OwnChromeHandle } from "../../components/layout/own-chrome.ts";
import styles from "../../staff/staff.css?url";
import type { StaffLayoutData } from "../../staff/staff-data.ts";
import { StaffHeader } from "../../staff/staff-header.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { useQuietSupersededNavigations } from "../../staff/superseded-navigations.ts";
import type { Route } from "./+types/staff-layout.ts";

export { loader } from "./staff-layout.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: Route.MetaFunction = () => staffMeta("Staff console");

/** The console draws its own plain header instead of the public site's header and footer. */
export const handle: OwnChromeHandle = { ownChrome: true };

function StaffChrome({ children }: { children: ReactNode }) {
  // Undefined when this layout's own loader failed and its error boundary is drawing the page.
  const layout = useRouteLoaderData(STAFF_LAYOUT_ID) as StaffLayoutData | undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <StaffHeader user={layout?.user ?? null} nav={layout?.nav ?? null} />
      <main id="main" tabIndex={-1} className="container staff">
        {children}
      </main>
    </>
  );
}

/** Every console page: its own CSS and header, the console's menu for the signed-in person. */
export default function StaffLayout() {
  useQuietSupersededNavigations();
  return (
    <StaffChrome>
      <Outlet />
    </StaffChrome>
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
    <StaffChrome>
      <h1>{status === 403 ? "No access" : status === 404 ? "Not found" : "Something went wrong"}</h1>
      <p>{message}</p>
      <p>
        <a href={STAFF_PATH}>Back to the console</a> or <a href={STAFF_SIGN_IN_PATH}>sign in</a>.
      </p>
    </StaffChrome>
  );
}
