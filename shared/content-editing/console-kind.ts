import type { z } from "zod";
import type { Permission } from "../staff/roles.ts";
import type { EditorField } from "./editor-fields.ts";
import type { EditorGroup } from "./slot-fields.ts";

/** The console navigation's groups, in the header's order (issue 31). */
export const NAV_GROUPS = ["Content", "Catalogue", "Company", "Leads", "Settings"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * One content kind's console, declared once (decision 104): its list, its new and edit pages, its
 * addresses (`/staff/<name>`, `/staff/<name>/new`, `/staff/<name>/<key>`), its navigation entry and
 * its rows of the role table all come from this. Everything but `form` is plain data: the loaders
 * send it to the generic pages, so a new kind needs no route module of its own.
 */
export type ConsoleKindView = {
  /** The engine's kind name (ContentKind.name), also the console's path segment. */
  name: string;
  /** "News item": how one item is named, also the editor form's label. */
  label: string;
  /** "News": the list's heading, page title and navigation entry. */
  title: string;
  /** The list table's caption: what is listed in which order. */
  caption: string;
  /** The title column's heading: "Title", or "Name" for things with names. */
  titleHeading: string;
  /** A sentence under the list's heading. */
  intro?: string;
  /** "New news item", "Add a board member": set for a kind whose items the console creates; its list's button. */
  newLabel?: string;
  /** A kind of one item (the home page, the company identity), edited at `/staff/<name>` with no list. */
  single?: boolean;
  /** The rows' order: the engine's (most recently changed first), by title, by `position`, or as `keys`. */
  order?: "title" | "position" | "keys";
  /** A fixed set of items: no other key opens an editor, and the list keeps this order. */
  keys?: readonly string[];
  /** The editor's fields; a kind whose options come from live data has its server hooks fill them. */
  fields: readonly EditorField[];
  /** A new item's fields where they differ (a team member's address is chosen once, when created). */
  newFields?: readonly EditorField[];
  /** The notice after a publish: where the item went live. */
  published: string;
  /** Where the kind sits in the console's navigation. */
  group: NavGroup;
  /** The permission every page and button of the kind needs. */
  permission: Permission;
};

/** The description with the zod schema that turns its posted fields into the kind's record (the server's part). */
export type ConsoleKind = ConsoleKindView & { form?: z.ZodType<object> };

/** What a loader sends of a description to the page: all but the schema. */
export function consoleKindView({ form: _form, ...view }: ConsoleKind): ConsoleKindView {
  return view;
}

export const kindListPath = (name: string) => `/staff/${name}`;
export const kindNewPath = (name: string) => `/staff/${name}/new`;
/** The editor's route pattern, as the role table names it. */
export const kindItemPattern = (name: string) => `/staff/${name}/:key`;

/** What an item's address may say: a number or a slug (`fenfoam-s-120`); anything else names no item. */
export function isItemKey(key: string): boolean {
  return key.length <= 200 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(key);
}

/** A group of an editor's fields; `widget` names a control of the generic editor's own for them. */
export type KindGroup = EditorGroup & { widget?: "certifications" };
