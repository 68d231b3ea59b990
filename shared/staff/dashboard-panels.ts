import type { Permission } from "./roles.ts";

/**
 * The panels of the console's start page and the permission each needs: the loader reads only the
 * panels the person's role admits, so a panel's data never reaches anyone it is not for.
 */
export const DASHBOARD_PANELS = {
  drafts: "content:edit",
  scheduled: "content:edit",
  translations: "content:edit",
  recentEdits: "content:edit",
  leads: "leads:read",
  invitations: "people:manage",
  // The outbox carries the enquiries' mails: operational, like where they are sent (decision 075).
  failedMails: "settings:recipients",
  signIns: "audit:read",
} as const satisfies Record<string, Permission>;
export type DashboardPanel = keyof typeof DASHBOARD_PANELS;

/** Items a panel lists at most; it says how many more there are and links to all of them. */
export const PANEL_ROWS = 8;
/** Items the start page lists of the one panel it shows in full (`/staff?all=<panel>`). */
export const PANEL_ALL_ROWS = 200;

/** The start page with one panel shown in full: the full page of a panel that has no page of its own. */
export function allOfPanelHref(panel: DashboardPanel): string {
  return `/staff?all=${panel}#panel-${panel}`;
}

/** The panel `?all=` asks for; anything else shows every panel cut short. */
export function panelInFull(value: string | null): DashboardPanel | undefined {
  return value !== null && Object.hasOwn(DASHBOARD_PANELS, value) ? (value as DashboardPanel) : undefined;
}
