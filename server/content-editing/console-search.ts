import { SEARCH_RESULTS_PER_KIND, type SnippetPart } from "#shared/content-editing/console-search.ts";
import { type ShownStatus, shownStatus } from "#shared/content-editing/status.ts";
import type { Db } from "../db/database.ts";
import type { AnyContentKind, ConsoleView, EditableRecord } from "./content-kind.ts";
import { matchesAll, queryWords, snippetOf, textsOf } from "./search-text.ts";

type SearchResult = {
  key: string;
  title: string;
  status: ShownStatus;
  href: string;
  snippet: SnippetPart[];
};

/** One kind's matches: its first results and how many there are. */
export type SearchGroup = { kind: string; label: string; total: number; results: SearchResult[] };

/**
 * The console-wide search (issue 31): every item of every kind the person may edit whose working copy
 * (the draft when there is one) holds each word of the query in its title or any of its texts,
 * folding case and accents as the lists do. In the process, as the lists are (decision 103): the
 * engine keeps items as JSON, whose search differs between SQLite and PostgreSQL.
 */
export async function searchContent(
  db: Db,
  kinds: readonly AnyContentKind[],
  query: string,
  view: ConsoleView,
): Promise<SearchGroup[]> {
  const words = queryWords(query);
  const searched = kinds.filter((kind) => view.mayEdit(kind.name));
  if (words.length === 0 || searched.length === 0) return [];
  const rows = await db
    .selectFrom("content_entries")
    .select(["kind", "item_key", "status", "draft", "published", "publish_at"])
    .where(
      "kind",
      "in",
      searched.map((kind) => kind.name),
    )
    .execute();
  type Match = Omit<SearchResult, "snippet"> & { inTitle: boolean; texts: string[] };
  const groups = searched.map((kind) => ({ kind, matches: [] as Match[] }));
  for (const row of rows) {
    const group = groups.find((candidate) => candidate.kind.name === row.kind);
    const text = row.draft ?? row.published;
    if (!group || text === null) continue;
    const record = JSON.parse(text) as EditableRecord;
    const title = group.kind.titleOf(record) || row.item_key;
    const texts = textsOf(record);
    if (!matchesAll([title, ...texts], words)) continue;
    group.matches.push({
      inTitle: matchesAll([title], words),
      key: row.item_key,
      title,
      status: shownStatus(row.status, row.publish_at),
      href: view.editorHref(row.kind, row.item_key, record),
      texts: [...texts, title],
    });
  }
  return groups
    .filter((group) => group.matches.length > 0)
    .map(({ kind, matches }) => ({
      kind: kind.name,
      label: kind.label,
      total: matches.length,
      // Items named by the words first, then those that only mention them; each by title. Only
      // the results shown get a snippet: marking every match of a common word costs the most.
      results: matches
        .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.title.localeCompare(b.title, "en"))
        .slice(0, SEARCH_RESULTS_PER_KIND)
        .map(({ inTitle: _inTitle, texts, ...result }) => ({ ...result, snippet: snippetOf(texts, words) })),
    }));
}
