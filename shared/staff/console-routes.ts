import {
  type ConsoleKind,
  kindItemPattern,
  kindListPath,
  kindNewPath,
  NAV_GROUPS,
  type NavGroup,
} from "../content-editing/console-kind.ts";
import { CONSOLE_KINDS } from "../content-editing/console-kinds.ts";
import {
  REDIRECTS_PATH,
  TRANSLATION_ITEM_PATH,
  TRANSLATIONS_PATH,
} from "../content-editing/console-paths.ts";
import type { BULK_INTENTS } from "../content-editing/content-list.ts";
import { LINK_TARGETS_PATH } from "../content-editing/link-targets.ts";
import {
  LEAD_EXPORT_PATH,
  LEAD_INBOX_PATH,
  LEAD_PAGE_PATH,
  LEAD_SOURCES_PATH,
  PERSONAL_DATA_DOWNLOAD_PATH,
  PERSONAL_DATA_PATH,
} from "./leads/paths.ts";
import { REPLY_TEMPLATES_PATH } from "./leads/replies.ts";
import { RESPONSE_TIMES_PATH } from "./leads/response-target.ts";
import { ROUTING_INTENTS, ROUTING_PATH } from "./leads/routing.ts";
import {
  STAFF_ACCOUNT_PATH,
  STAFF_AUDIT_PATH,
  STAFF_FILE_UPLOAD_PATH,
  STAFF_FILES_PATH,
  STAFF_PATH,
  STAFF_SEARCH_PATH,
  STAFF_USERS_PATH,
} from "./paths.ts";
import type { Permission } from "./roles.ts";
import { WEBHOOK_PAGE_PATH, WEBHOOKS_PATH } from "./webhooks.ts";

/** What a page or action asks of the signed-in person: a permission, or only being signed in. */
export type Access = Permission | "signed-in";

/** The buttons of every content editor (issue 15), each asking the kind's permission. */
function editorActions(permission: Permission) {
  return {
    save: permission,
    autosave: permission,
    preview: permission,
    publish: permission,
    unpublish: permission,
    restore: permission,
  };
}

/** The bulk buttons of every content list (issue 31); each item is published or unpublished as its editor would. */
function listActions(permission: Permission): Record<(typeof BULK_INTENTS)[number], Access> {
  return { "bulk-publish": permission, "bulk-unpublish": permission };
}

/**
 * A kind's rows of the role table, from its description (decision 104): its list (or, for a kind of
 * one item, its editor) at `/staff/<kind>`, its new page if it creates items, its editor.
 */
export function kindRoleRows(kind: ConsoleKind): {
  pages: Record<string, Access>;
  actions: Record<string, Record<string, Access>>;
} {
  const { permission, name } = kind;
  if (kind.single) {
    return {
      pages: { [kindListPath(name)]: permission },
      actions: { [kindListPath(name)]: editorActions(permission) },
    };
  }
  const created = kind.newLabel ? [kindNewPath(name)] : [];
  const editors = [...created, kindItemPattern(name)];
  return {
    pages: Object.fromEntries([kindListPath(name), ...editors].map((path) => [path, permission])),
    actions: {
      [kindListPath(name)]: listActions(permission),
      ...Object.fromEntries(editors.map((path) => [path, editorActions(permission)])),
    },
  };
}

const KIND_ROWS = CONSOLE_KINDS.map(kindRoleRows);

/** Every console page behind sign-in and what it needs; its loader checks exactly this. */
export const STAFF_PAGES = {
  [STAFF_PATH]: "signed-in",
  [STAFF_ACCOUNT_PATH]: "signed-in",
  [STAFF_USERS_PATH]: "people:manage",
  [STAFF_AUDIT_PATH]: "audit:read",
  // Searches content only, and only kinds the person may edit.
  [STAFF_SEARCH_PATH]: "content:edit",
  [LEAD_INBOX_PATH]: "leads:read",
  [LEAD_PAGE_PATH]: "leads:read",
  [LEAD_EXPORT_PATH]: "leads:export",
  [REPLY_TEMPLATES_PATH]: "leads:write",
  [RESPONSE_TIMES_PATH]: "leads:read",
  [LEAD_SOURCES_PATH]: "leads:read",
  [ROUTING_PATH]: "settings:routing",
  [PERSONAL_DATA_PATH]: "leads:erase",
  [STAFF_FILES_PATH]: "content:edit",
  // The rich-text editor's link search (JSON): for those who edit the text it links from.
  [LINK_TARGETS_PATH]: "content:edit",
  [REDIRECTS_PATH]: "content:edit",
  [TRANSLATIONS_PATH]: "content:edit",
  [TRANSLATION_ITEM_PATH]: "content:edit",
  [WEBHOOKS_PATH]: "settings:webhooks",
  [WEBHOOK_PAGE_PATH]: "settings:webhooks",
  ...(Object.assign({}, ...KIND_ROWS.map((rows) => rows.pages)) as Record<string, Access>),
} as const satisfies Record<string, Access>;

/** Every form action (a page's POST with an `intent`) and what it needs; its action checks exactly this. */
export const STAFF_ACTIONS = {
  [STAFF_ACCOUNT_PATH]: {
    "sign-out": "signed-in",
    "sign-out-everywhere": "signed-in",
    "remove-passkey": "signed-in",
  },
  [STAFF_USERS_PATH]: {
    invite: "people:manage",
    "resend-invitation": "people:manage",
    "revoke-invitation": "people:manage",
    "change-role": "people:manage",
    deactivate: "people:manage",
    reactivate: "people:manage",
  },
  // The lead page's one form: status, owner and note together (issue 32).
  [LEAD_PAGE_PATH]: { work: "leads:write", reply: "leads:write", merge: "leads:write" },
  [REPLY_TEMPLATES_PATH]: { save: "leads:write" },
  [RESPONSE_TIMES_PATH]: { "save-target": "settings:response" },
  [ROUTING_PATH]: Object.fromEntries(ROUTING_INTENTS.map((intent) => [intent, "settings:routing"])) as Record<
    (typeof ROUTING_INTENTS)[number],
    Access
  >,
  [LEAD_INBOX_PATH]: {
    "bulk-assign": "leads:write",
    "bulk-status": "leads:write",
    "bulk-export-csv": "leads:export",
    "bulk-export-xlsx": "leads:export",
    "save-view": "leads:read",
    "delete-view": "leads:read",
  },
  // Posted, not queried: the address a request is about stays out of URLs, logs and history.
  [PERSONAL_DATA_PATH]: {
    find: "leads:erase",
    erase: "leads:erase",
  },
  [PERSONAL_DATA_DOWNLOAD_PATH]: {
    download: "leads:erase",
  },
  [STAFF_FILES_PATH]: {
    upload: "content:edit",
    delete: "content:edit",
    "alt-text": "content:edit",
    "focal-point": "content:edit",
  },
  [STAFF_FILE_UPLOAD_PATH]: {
    upload: "content:edit",
  },
  [TRANSLATION_ITEM_PATH]: { save: "content:edit" },
  [REDIRECTS_PATH]: {
    add: "content:edit",
    change: "content:edit",
    delete: "content:edit",
  },
  [WEBHOOKS_PATH]: { add: "settings:webhooks", "add-hubspot": "settings:webhooks" },
  [WEBHOOK_PAGE_PATH]: {
    "send-test": "settings:webhooks",
    pause: "settings:webhooks",
    resume: "settings:webhooks",
    delete: "settings:webhooks",
  },
  ...(Object.assign({}, ...KIND_ROWS.map((rows) => rows.actions)) as Record<string, Record<string, Access>>),
} as const satisfies Record<string, Record<string, Access>>;

/** One entry of the console's navigation. */
export type StaffSection = { path: string; label: string; access: Access };
type NavSection = StaffSection & { group: NavGroup };

/** The console's pages that are not content kinds, each in its navigation group; the kinds give their own. */
const OTHER_SECTIONS: readonly NavSection[] = [
  {
    group: "Content",
    path: TRANSLATIONS_PATH,
    label: "Translations",
    access: STAFF_PAGES[TRANSLATIONS_PATH],
  },
  { group: "Content", path: STAFF_FILES_PATH, label: "Files", access: STAFF_PAGES[STAFF_FILES_PATH] },
  { group: "Content", path: REDIRECTS_PATH, label: "Redirects", access: STAFF_PAGES[REDIRECTS_PATH] },
  { group: "Leads", path: LEAD_INBOX_PATH, label: "Enquiries", access: STAFF_PAGES[LEAD_INBOX_PATH] },
  {
    group: "Leads",
    path: REPLY_TEMPLATES_PATH,
    label: "Reply templates",
    access: STAFF_PAGES[REPLY_TEMPLATES_PATH],
  },
  { group: "Leads", path: ROUTING_PATH, label: "Routing", access: STAFF_PAGES[ROUTING_PATH] },
  {
    group: "Leads",
    path: RESPONSE_TIMES_PATH,
    label: "Response times",
    access: STAFF_PAGES[RESPONSE_TIMES_PATH],
  },
  { group: "Leads", path: LEAD_SOURCES_PATH, label: "Lead sources", access: STAFF_PAGES[LEAD_SOURCES_PATH] },

  { group: "Settings", path: STAFF_USERS_PATH, label: "People", access: STAFF_PAGES[STAFF_USERS_PATH] },
  { group: "Settings", path: WEBHOOKS_PATH, label: "Webhooks", access: STAFF_PAGES[WEBHOOKS_PATH] },
  { group: "Settings", path: STAFF_AUDIT_PATH, label: "Audit log", access: STAFF_PAGES[STAFF_AUDIT_PATH] },
  { group: "Settings", path: STAFF_ACCOUNT_PATH, label: "Your account", access: "signed-in" },
];

/** The overview, above the groups. */
export const STAFF_HOME_SECTION: StaffSection = { path: STAFF_PATH, label: "Overview", access: "signed-in" };

/**
 * The console's navigation (issue 31): each group with its kinds' entries (`kinds`: the service's
 * descriptions) and then its other pages, only those `admits` lets the person open, and no empty group.
 */
export function staffSections(
  kinds: readonly ConsoleKind[],
  admits: (access: Access) => boolean,
): { group: NavGroup; sections: StaffSection[] }[] {
  const fromKinds = kinds.map(
    (kind): NavSection => ({
      group: kind.group,
      path: kindListPath(kind.name),
      label: kind.title,
      access: kind.permission,
    }),
  );
  return NAV_GROUPS.map((group) => ({
    group,
    sections: [...fromKinds, ...OTHER_SECTIONS]
      .filter((section) => section.group === group && admits(section.access))
      .map(({ group: _group, ...section }) => section),
  })).filter((group) => group.sections.length > 0);
}

export const INTENT_FIELD = "intent";

/** Route id of the console's layout, whose data (person, anti-forgery token) every console page reads. */
export const STAFF_LAYOUT_ID = "staff";
