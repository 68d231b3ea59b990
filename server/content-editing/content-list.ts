import {
  foldText,
  LIST_PAGE_SIZE,
  LIST_STATUSES,
  type ListQuery,
} from "#shared/content-editing/content-list.ts";
import type { ShownStatus } from "#shared/content-editing/status.ts";
import type { ContentEditing, Editor } from "./content-editing.ts";
import type { AnyContentKind } from "./content-kind.ts";

/** What a list needs of a row to search, filter and sort it; `filterValue` is the kind's own filter's. */
type ListableRow = { title: string; status: ShownStatus; updatedAt: string; filterValue?: string };

/** One page of a list: its rows, which rows of how many, and how many pages there are. */
export type ListPage<Row> = {
  rows: Row[];
  total: number;
  first: number;
  last: number;
  page: number;
  pages: number;
};

const byColumn = {
  title: (a: ListableRow, b: ListableRow) => a.title.localeCompare(b.title, "en"),
  status: (a: ListableRow, b: ListableRow) =>
    LIST_STATUSES.indexOf(a.status) - LIST_STATUSES.indexOf(b.status),
  updated: (a: ListableRow, b: ListableRow) => a.updatedAt.localeCompare(b.updatedAt),
};

/**
 * The page of `rows` (in the kind's own order) that `query` asks for. A page past the last shows the
 * last, so an address kept from a longer list still shows rows.
 */
export function listPage<Row extends ListableRow>(rows: readonly Row[], query: ListQuery): ListPage<Row> {
  const words = foldText(query.q).split(/\s+/).filter(Boolean);
  const matching = rows.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!query.filter || row.filterValue === query.filter) &&
      words.every((word) => foldText(row.title).includes(word)),
  );
  if (query.sort) {
    const compare = byColumn[query.sort];
    // Stable: rows equal in the column keep the kind's order.
    matching.sort((a, b) => (query.order === "desc" ? compare(b, a) : compare(a, b)));
  }
  const pages = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const start = (page - 1) * LIST_PAGE_SIZE;
  const shown = matching.slice(start, start + LIST_PAGE_SIZE);
  return {
    rows: shown,
    total: matching.length,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
    page,
    pages,
  };
}

/** What a bulk publish or unpublish did: the titles done, and each item refused with why. */
export type BulkOutcome = { done: string[]; refused: { title: string; reason: string }[] };

/**
 * Publishes or unpublishes each of `keys` as its editor's button would, one after another: each is
 * its own write, revision and audit entry. An item that cannot go is reported with the reason, and
 * the others still go. `refuseUnpublish` is a kind's own reason to keep an item up (a category
 * still holding products).
 */
export async function changeMany(options: {
  contentEditing: ContentEditing;
  kind: AnyContentKind;
  keys: readonly string[];
  act: "publish" | "unpublish";
  editor: Editor;
  refuseUnpublish?: ((key: string) => Promise<string | undefined>) | undefined;
}): Promise<BulkOutcome> {
  const { contentEditing, kind, act, editor } = options;
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const key of new Set(options.keys)) {
    const entry = await contentEditing.get(kind.name, key);
    if (!entry) {
      outcome.refused.push({ title: key, reason: "it no longer exists" });
      continue;
    }
    const title = kind.titleOf(entry.working);
    const reason = await refusal(key, entry.version, entry.working);
    if (reason) outcome.refused.push({ title, reason });
    else outcome.done.push(title);
  }
  return outcome;

  async function refusal(key: string, version: number, working: unknown): Promise<string | undefined> {
    if (act === "publish") {
      if (!kind.schema.safeParse(working).success)
        return "its draft is incomplete: open it and fix the fields";
      const result = await contentEditing.publish(kind.name, key, version, editor);
      if ("ok" in result) return undefined;
      if (result.error === "nothing-to-publish") return "it is already published, with no changes";
      if (result.error === "conflict") return "someone else changed it meanwhile: try again";
      return result.error === "fixed" ? result.reason : "it no longer exists";
    }
    const kept = await options.refuseUnpublish?.(key);
    if (kept) return kept;
    const result = await contentEditing.unpublish(kind.name, key, version, editor);
    if ("ok" in result) return undefined;
    if (result.error === "conflict") return "someone else changed it meanwhile: try again";
    if (result.error === "fixed") return result.reason;
    return "it is not published";
  }
}
