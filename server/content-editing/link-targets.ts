import { foldText } from "#shared/content-editing/content-list.ts";
import type { LinkTarget } from "#shared/content-editing/link-targets.ts";
import type { Db } from "../db/database.ts";
import type { AnyContentKind, EditableRecord } from "./content-kind.ts";

/** Kinds that are settings shown on other pages, not pages a link could lead to. */
const SETTINGS_KINDS = new Set(["site", "enquiry-recipients"]);

/**
 * The site's live pages whose title holds every word of `query` (case and accents folded, as the
 * console's lists search), for a rich-text link to one of them: its title, its kind and its public
 * address as the kind gives it. Drafts and taken-down items are not linkable, so they are not offered.
 */
export async function findLinkTargets(
  db: Db,
  kinds: readonly AnyContentKind[],
  query: string,
  limit: number,
): Promise<LinkTarget[]> {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const pageKinds = new Map(
    kinds.filter((kind) => !SETTINGS_KINDS.has(kind.name)).map((kind) => [kind.name, kind]),
  );
  const rows = await db
    .selectFrom("content_entries")
    .select(["kind", "published"])
    .where("published", "is not", null)
    .execute();
  const found = new Map<string, LinkTarget>();
  for (const row of rows) {
    const kind = pageKinds.get(row.kind);
    if (!kind || row.published === null) continue;
    const record = JSON.parse(row.published) as EditableRecord;
    const title = kind.titleOf(record);
    const folded = foldText(title);
    if (!words.every((word) => folded.includes(word))) continue;
    const path = kind.publicPath(record);
    if (!found.has(path)) found.set(path, { title, path, kind: kind.label });
  }
  return [...found.values()].sort((a, b) => a.title.localeCompare(b.title, "en")).slice(0, limit);
}
