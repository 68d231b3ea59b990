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

/** Items a panel lists at most; it says how many more there are. */
export const PANEL_ROWS = 8;
