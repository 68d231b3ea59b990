import { useRouteLoaderData } from "react-router";
import type { NavGroup } from "#shared/content-editing/console-kind.ts";
import type { StaffSection } from "#shared/staff/console-routes.ts";
import { STAFF_LAYOUT_ID } from "#shared/staff/console-routes.ts";
import type { Role } from "#shared/staff/roles.ts";

/** What the console's layout route gives every console page. */
export type StaffLayoutData = {
  user: { name: string; email: string; role: Role } | null;
  xsrfToken: string;
  /** Today in UK time (YYYY-MM-DD): a new item's date starts here. */
  today: string;
  /** The navigation's groups with the pages the person's role opens (none signed out). */
  nav: { home: StaffSection | null; groups: { group: NavGroup; sections: StaffSection[] }[] };
};

export function useStaffLayout(): StaffLayoutData {
  const layout = useRouteLoaderData(STAFF_LAYOUT_ID) as StaffLayoutData | undefined;
  if (!layout) throw new Error("console pages render inside the staff layout");
  return layout;
}
