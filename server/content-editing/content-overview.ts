import { type ShownStatus, shownStatus } from "#shared/content-editing/status.ts";
import type { Db } from "../db/database.ts";
import type { AnyContentKind, ConsoleView, EditableRecord } from "./content-kind.ts";
import type { ContentEntriesTable } from "./tables.ts";

/** One item as the console's start page lists it, linking to its editor. */
export type OverviewItem = {
  kind: string;
  kindLabel: string;
  key: string;
  title: string;
  status: ShownStatus;
  href: string;
  /** The moment the list is about: last saved, due to go live, or edited. */
  at: string;
  /** Who edited it, for the recent edits of others. */
  by?: string;
  /** What the edit changed, as the revision history words it. */
  summary?: string;
};

/** A panel's first rows and how many there are in all. */
export type OverviewList = { total: number; items: OverviewItem[] };

type EntryRow = Pick<
  ContentEntriesTable,
  "kind" | "item_key" | "status" | "draft" | "published" | "publish_at"
>;

/**
 * What an editor's start page shows of the content, across every kind `view` lets them edit: their own
 * drafts, what is scheduled, and what others edited lately. Read from the engine's tables directly,
 * as the lists are, so one query serves every kind.
 */
export function createContentOverview(db: Db, kinds: readonly AnyContentKind[], view: ConsoleView) {
  const { mayEdit } = view;
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));

  function itemOf(row: EntryRow, at: string): OverviewItem | undefined {
    const kind = byName.get(row.kind);
    const text = row.draft ?? row.published;
    if (!kind || text === null) return undefined;
    const record = JSON.parse(text) as EditableRecord;
    return {
      kind: kind.name,
      kindLabel: kind.label,
      key: row.item_key,
      title: kind.titleOf(record) || row.item_key,
      status: shownStatus(row.status, row.publish_at),
      href: view.editorHref(kind.name, row.item_key, record),
      at,
    };
  }

  const entries = () =>
    db
      .selectFrom("content_entries")
      .select(["kind", "item_key", "status", "draft", "published", "publish_at", "updated_at"]);

  function listOf(items: (OverviewItem | undefined)[], limit: number): OverviewList {
    const shown = items.filter((item) => item !== undefined);
    return { total: shown.length, items: shown.slice(0, limit) };
  }

  return {
    /** Items with unpublished changes last saved by `email`, newest first. */
    async drafts(email: string, limit: number): Promise<OverviewList> {
      const rows = await entries()
        .where("draft", "is not", null)
        .where("updated_by", "=", email)
        .orderBy("updated_at", "desc")
        .execute();
      return listOf(
        rows.filter((row) => mayEdit(row.kind)).map((row) => itemOf(row, row.updated_at)),
        limit,
      );
    },

    /** Drafts due to go live by themselves, soonest first. */
    async scheduled(limit: number): Promise<OverviewList> {
      const rows = await entries().where("publish_at", "is not", null).orderBy("publish_at").execute();
      return listOf(
        rows.filter((row) => mayEdit(row.kind)).map((row) => itemOf(row, row.publish_at ?? row.updated_at)),
        limit,
      );
    },

    /**
     * The latest edits by anyone but `email` (the content files' seed left out), newest first; the
     * total counts one past `limit` at most, enough to say there are more.
     */
    async recentEdits(email: string, limit: number): Promise<OverviewList> {
      const editable = [...byName.keys()].filter(mayEdit);
      if (editable.length === 0) return { total: 0, items: [] };
      const rows = await db
        .selectFrom("content_revisions as r")
        .innerJoin("content_entries as e", (join) =>
          join.onRef("e.kind", "=", "r.kind").onRef("e.item_key", "=", "r.item_key"),
        )
        .select(["e.kind", "e.item_key", "e.status", "e.draft", "e.published", "e.publish_at"])
        .select(["r.at", "r.actor_email", "r.summary"])
        .where("r.actor_email", "is not", null)
        .where("r.actor_email", "!=", email)
        .where("r.kind", "in", editable)
        .orderBy("r.at", "desc")
        .orderBy("r.version", "desc")
        .limit(limit + 1)
        .execute();
      const items = rows.flatMap((row) => {
        const item = itemOf(row, row.at);
        return item ? [{ ...item, by: row.actor_email ?? "", summary: row.summary }] : [];
      });
      return { total: items.length, items: items.slice(0, limit) };
    },
  };
}
