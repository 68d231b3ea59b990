import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { DASHBOARD_PANELS, type DashboardPanel, panelInFull } from "#shared/staff/dashboard-panels.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import { can } from "#shared/staff/roles.ts";
import { consoleViewFor } from "../../staff/console-view.server.ts";
import { contentPanels, rowsOf, translationPanel } from "../../staff/dashboard-content.server.ts";
import {
  failedMailPanel,
  invitationPanel,
  leadPanel,
  signInPanel,
} from "../../staff/dashboard-people.server.ts";
import type { Route } from "./+types/staff-home.ts";

/** Null for a panel the role does not admit: its data is never read, let alone sent. */
function when<Value>(shown: boolean, read: () => Promise<Value>): Promise<Value | null> {
  return shown ? read() : Promise.resolve(null);
}

/**
 * The start page: who is signed in, and the panels of their role (shared/staff/dashboard-panels.ts);
 * `?all=<panel>` lists that panel in full, for the panels whose items no other page gathers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[STAFF_PATH]);
  const services = context.get(servicesContext);
  const shows = (panel: DashboardPanel) => can(user.role, DASHBOARD_PANELS[panel]);
  const now = new Date();
  const inFull = panelInFull(new URL(request.url).searchParams.get("all"));
  const [content, translations, leads, invitations, failedMails, signIns] = await Promise.all([
    when(shows("drafts") && shows("scheduled") && shows("recentEdits"), () =>
      contentPanels(services, consoleViewFor(context, user.role), user, inFull),
    ),
    when(shows("translations"), () => translationPanel(services)),
    when(shows("leads"), () => leadPanel(services, now)),
    when(shows("invitations"), () => invitationPanel(services)),
    when(shows("failedMails"), () => failedMailPanel(services, rowsOf("failedMails", inFull))),
    when(shows("signIns"), () => signInPanel(services)),
  ]);
  return {
    name: user.name,
    role: user.role,
    content,
    translations,
    leads,
    invitations,
    failedMails,
    signIns,
  };
}
