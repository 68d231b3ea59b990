import {
  BOARD_ITEM_PATH,
  BOARD_LIST_PATH,
  BOARD_NEW_PATH,
  CASE_STUDIES_LIST_PATH,
  CASE_STUDY_ITEM_PATH,
  CATEGORIES_LIST_PATH,
  CATEGORY_ITEM_PATH,
  CATEGORY_NEW_PATH,
  CORPORATE_TEAM_ITEM_PATH,
  CORPORATE_TEAM_LIST_PATH,
  CORPORATE_TEAM_NEW_PATH,
  HOME_EDITOR_PATH,
  INDUSTRIES_LIST_PATH,
  INDUSTRY_ITEM_PATH,
  INDUSTRY_PAGE_ITEM_PATH,
  INDUSTRY_PAGES_LIST_PATH,
  NEWS_ITEM_PATH,
  NEWS_LIST_PATH,
  NEWS_NEW_PATH,
  PAGE_ITEM_PATH,
  PAGES_LIST_PATH,
  PRESS_RELEASE_ITEM_PATH,
  PRESS_RELEASE_NEW_PATH,
  PRESS_RELEASES_LIST_PATH,
  PRODUCT_ITEM_PATH,
  PRODUCT_NEW_PATH,
  PRODUCTS_LIST_PATH,
  RECIPIENTS_PATH,
  REDIRECTS_PATH,
  SITE_PATH,
  TRANSLATION_ITEM_PATH,
  TRANSLATIONS_PATH,
} from "../content-editing/console-paths.ts";
import type { BULK_INTENTS } from "../content-editing/content-list.ts";
import {
  LEAD_EXPORT_PATH,
  LEAD_INBOX_PATH,
  LEAD_PAGE_PATH,
  PERSONAL_DATA_DOWNLOAD_PATH,
  PERSONAL_DATA_PATH,
} from "./leads/paths.ts";
import {
  STAFF_ACCOUNT_PATH,
  STAFF_AUDIT_PATH,
  STAFF_FILE_UPLOAD_PATH,
  STAFF_FILES_PATH,
  STAFF_PATH,
  STAFF_USERS_PATH,
} from "./paths.ts";
import type { Permission } from "./roles.ts";

/** What a page or action asks of the signed-in person: a permission, or only being signed in. */
export type Access = Permission | "signed-in";

/** Every console page behind sign-in and what it needs; its loader checks exactly this. */
export const STAFF_PAGES = {
  [STAFF_PATH]: "signed-in",
  [STAFF_ACCOUNT_PATH]: "signed-in",
  [STAFF_USERS_PATH]: "people:manage",
  [STAFF_AUDIT_PATH]: "audit:read",
  [LEAD_INBOX_PATH]: "leads:read",
  [LEAD_PAGE_PATH]: "leads:read",
  [LEAD_EXPORT_PATH]: "leads:export",
  [PERSONAL_DATA_PATH]: "leads:erase",
  [NEWS_LIST_PATH]: "content:edit",
  [NEWS_NEW_PATH]: "content:edit",
  [NEWS_ITEM_PATH]: "content:edit",
  [PRODUCTS_LIST_PATH]: "content:edit",
  [PRODUCT_NEW_PATH]: "content:edit",
  [PRODUCT_ITEM_PATH]: "content:edit",
  [INDUSTRIES_LIST_PATH]: "content:edit",
  [INDUSTRY_ITEM_PATH]: "content:edit",
  [CASE_STUDIES_LIST_PATH]: "content:edit",
  [CASE_STUDY_ITEM_PATH]: "content:edit",
  [INDUSTRY_PAGES_LIST_PATH]: "content:edit",
  [INDUSTRY_PAGE_ITEM_PATH]: "content:edit",
  [HOME_EDITOR_PATH]: "content:edit",
  [PRESS_RELEASES_LIST_PATH]: "content:edit",
  [PRESS_RELEASE_NEW_PATH]: "content:edit",
  [PRESS_RELEASE_ITEM_PATH]: "content:edit",
  [CATEGORIES_LIST_PATH]: "content:edit",
  [CATEGORY_NEW_PATH]: "content:edit",
  [CATEGORY_ITEM_PATH]: "content:edit",
  [STAFF_FILES_PATH]: "content:edit",
  [REDIRECTS_PATH]: "content:edit",
  [PAGES_LIST_PATH]: "content:edit",
  [PAGE_ITEM_PATH]: "content:edit",
  [BOARD_LIST_PATH]: "content:edit",
  [BOARD_NEW_PATH]: "content:edit",
  [BOARD_ITEM_PATH]: "content:edit",
  [CORPORATE_TEAM_LIST_PATH]: "content:edit",
  [CORPORATE_TEAM_NEW_PATH]: "content:edit",
  [CORPORATE_TEAM_ITEM_PATH]: "content:edit",
  [SITE_PATH]: "content:edit",
  [TRANSLATIONS_PATH]: "content:edit",
  [TRANSLATION_ITEM_PATH]: "content:edit",
  // Operational, not content: only admins (decision 075).
  [RECIPIENTS_PATH]: "settings:recipients",
} as const satisfies Record<string, Access>;

/** The buttons of every content editor (issue 15); each is a content edit. */
const CONTENT_EDITOR_ACTIONS = {
  save: "content:edit",
  preview: "content:edit",
  publish: "content:edit",
  unpublish: "content:edit",
  restore: "content:edit",
} as const satisfies Record<string, Access>;

/** The bulk buttons of every content list (issue 31); each item is published or unpublished as its editor would. */
const CONTENT_LIST_ACTIONS = {
  "bulk-publish": "content:edit",
  "bulk-unpublish": "content:edit",
} as const satisfies Record<(typeof BULK_INTENTS)[number], Access>;

/** The console's sections, in the order of its header; each is shown to those its page admits. */
export const STAFF_SECTIONS = [
  { path: STAFF_PATH, label: "Overview" },
  { path: LEAD_INBOX_PATH, label: "Enquiries" },
  { path: NEWS_LIST_PATH, label: "News" },
  { path: PRODUCTS_LIST_PATH, label: "Products" },
  { path: HOME_EDITOR_PATH, label: "Home page" },
  { path: INDUSTRIES_LIST_PATH, label: "Industries" },
  { path: INDUSTRY_PAGES_LIST_PATH, label: "Industry pages" },
  { path: CASE_STUDIES_LIST_PATH, label: "Case studies" },
  { path: CATEGORIES_LIST_PATH, label: "Categories" },
  { path: PRESS_RELEASES_LIST_PATH, label: "Press releases" },
  { path: PAGES_LIST_PATH, label: "Company pages" },
  { path: BOARD_LIST_PATH, label: "Board" },
  { path: CORPORATE_TEAM_LIST_PATH, label: "Corporate team" },
  { path: SITE_PATH, label: "Company identity" },
  { path: RECIPIENTS_PATH, label: "Enquiry recipients" },
  { path: TRANSLATIONS_PATH, label: "Translations" },
  { path: STAFF_FILES_PATH, label: "Files" },
  { path: REDIRECTS_PATH, label: "Redirects" },
  { path: STAFF_USERS_PATH, label: "People" },
  { path: STAFF_AUDIT_PATH, label: "Audit log" },
  { path: STAFF_ACCOUNT_PATH, label: "Your account" },
] as const satisfies readonly { path: keyof typeof STAFF_PAGES; label: string }[];

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
  [LEAD_PAGE_PATH]: {
    "change-status": "leads:write",
    assign: "leads:write",
    note: "leads:write",
  },
  // Posted, not queried: the address a request is about stays out of URLs, logs and history.
  [PERSONAL_DATA_PATH]: {
    find: "leads:erase",
    erase: "leads:erase",
  },
  [PERSONAL_DATA_DOWNLOAD_PATH]: {
    download: "leads:erase",
  },
  [NEWS_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [PRODUCTS_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [PRESS_RELEASES_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [CATEGORIES_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [PAGES_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [BOARD_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [CORPORATE_TEAM_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [INDUSTRIES_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [CASE_STUDIES_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [INDUSTRY_PAGES_LIST_PATH]: CONTENT_LIST_ACTIONS,
  [NEWS_NEW_PATH]: CONTENT_EDITOR_ACTIONS,
  [NEWS_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [PRODUCT_NEW_PATH]: CONTENT_EDITOR_ACTIONS,
  [PRODUCT_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [INDUSTRY_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [CASE_STUDY_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [INDUSTRY_PAGE_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [HOME_EDITOR_PATH]: CONTENT_EDITOR_ACTIONS,
  [PRESS_RELEASE_NEW_PATH]: CONTENT_EDITOR_ACTIONS,
  [PRESS_RELEASE_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [CATEGORY_NEW_PATH]: CONTENT_EDITOR_ACTIONS,
  [CATEGORY_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [PAGE_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [BOARD_NEW_PATH]: CONTENT_EDITOR_ACTIONS,
  [BOARD_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [CORPORATE_TEAM_NEW_PATH]: CONTENT_EDITOR_ACTIONS,
  [CORPORATE_TEAM_ITEM_PATH]: CONTENT_EDITOR_ACTIONS,
  [SITE_PATH]: CONTENT_EDITOR_ACTIONS,
  [RECIPIENTS_PATH]: {
    save: "settings:recipients",
    preview: "settings:recipients",
    publish: "settings:recipients",
    unpublish: "settings:recipients",
    restore: "settings:recipients",
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
} as const satisfies Record<string, Record<string, Access>>;

export const INTENT_FIELD = "intent";

/** Route id of the console's layout, whose data (person, anti-forgery token) every console page reads. */
export const STAFF_LAYOUT_ID = "staff";
