import { type Access, STAFF_PAGES, STAFF_SECTIONS } from "../staff/console-routes.ts";
import { can, type Role } from "../staff/roles.ts";
import { contentItemPath } from "./console-paths.ts";

/**
 * The console's facts about a kind that the cross-kind views (the start page, the search; decision
 * 109) need, read off the role table and the menu until each kind's description gives them.
 */
const pageRows = Object.entries(STAFF_PAGES) as [string, Access][];

/** How the console's menu names a kind's list ("Products"), else `label`, the kind's name for one item. */
export function kindTitle(kind: string, label: string): string {
  return STAFF_SECTIONS.find((section) => section.path === `/staff/${kind}`)?.label ?? label;
}

/**
 * Where one item of a kind is edited, read off the role table's row for the kind's editor:
 * `/staff/<kind>/:key` by its key, `/staff/<kind>/:slug` by the record's slug (a product), and a
 * kind without such a row (the home page, the company identity) is one record edited at `/staff/<kind>`.
 */
function editorPathOf(kind: string, key: string, record: { readonly [field: string]: unknown }): string {
  const itemRow = pageRows.find(([path]) => path.startsWith(`/staff/${kind}/:`));
  if (!itemRow) return `/staff/${kind}`;
  const param = itemRow[0].slice(`/staff/${kind}/:`.length);
  const value = param === "key" ? key : record[param];
  return contentItemPath(kind, typeof value === "string" || typeof value === "number" ? value : key);
}

/** Whether `role` may edit the kind: what its console page's row (`/staff/<kind>`) asks; no row, no one. */
function mayEditKind(role: Role, kind: string): boolean {
  const access = pageRows.find(([path]) => path === `/staff/${kind}`)?.[1];
  return access !== undefined && (access === "signed-in" || can(role, access));
}

/** The console as the engine's cross-kind views see it for a person of `role` (decision 109). */
export function consoleViewFor(role: Role) {
  return { mayEdit: (kind: string) => mayEditKind(role, kind), editorHref: editorPathOf };
}
