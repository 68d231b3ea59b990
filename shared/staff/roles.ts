/**
 * The one table of who may do what in the staff console. Every loader, action and API route checks
 * a permission from it (server/staff/access.ts), and the role-matrix test iterates over it.
 */
export const ROLES = ["admin", "editor", "sales"] as const;
export type Role = (typeof ROLES)[number];

const PERMISSIONS = [
  "leads:read",
  "leads:write",
  "leads:export",
  "leads:erase",
  "people:manage",
  "audit:read",
  "content:edit",
  /** Where each form's enquiries are mailed: operational, not content (decision 075). */
  "settings:recipients",
  /** Where lead events are sent, and their signing secrets (decision 114). */
  "settings:webhooks",
  /** The first-response target, its working calendar and escalation contact. */
  "settings:response",
  /** Where new leads go: routing rules, teams, who is away, the default owner. */
  "settings:routing",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ["content:edit"],
  sales: ["leads:read", "leads:write", "leads:export", "leads:erase"],
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin (people, audit log, everything)",
  editor: "Editor (content)",
  sales: "Sales (leads)",
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
