import { data, redirect } from "react-router";
import { z } from "zod";
import type { ContentEditing, Revision } from "#server/content-editing/content-editing.ts";
import type { AnyContentKind } from "#server/content-editing/content-kind.ts";
import { revisionPreviewPath } from "#server/content-editing/preview.ts";
import { compareRecords } from "#server/content-editing/revision-comparison.ts";
import {
  COMPARE_QUERY,
  type RevisionComparison,
  type RevisionStamp,
} from "#shared/content-editing/revision-comparison.ts";

const VersionParam = z.coerce.number().int().min(1).max(999_999_999);

const stamp = (revision: Revision): RevisionStamp => ({
  version: revision.version,
  actorEmail: revision.actorEmail,
  at: revision.at,
});

/**
 * An item's history as its editor shows it, each revision with where it is previewed, and, when the
 * address asks for it (`?from=3&to=5`), what differs between two of its revisions. An address
 * naming versions badly (one of the two, not a number) leads back to the editor without them; a
 * version the item does not have, or one that holds no record (a take-down), is a 404.
 */
export async function revisionHistory(
  contentEditing: ContentEditing,
  kind: AnyContentKind,
  key: string,
  request: Request,
) {
  const revisions = await contentEditing.history(kind.name, key);
  const history = revisions.map(({ record, ...revision }) => ({
    ...revision,
    previewPath: record
      ? (revisionPreviewPath(kind.previewPath(record), key, revision.version) ?? null)
      : null,
  }));
  const url = new URL(request.url);
  const from = url.searchParams.get(COMPARE_QUERY.from);
  const to = url.searchParams.get(COMPARE_QUERY.to);
  const restorable = revisions.filter((revision) => revision.record !== null);
  // What the comparison's choices start at: the two latest versions that hold a record.
  const chosen = { from: restorable[1]?.version ?? null, to: restorable[0]?.version ?? null };
  if (from === null && to === null) return { history, chosen, comparison: null };
  const versions = { from: VersionParam.safeParse(from), to: VersionParam.safeParse(to) };
  // A client-side navigation's address ends in `.data`; the editor's own does not.
  if (!versions.from.success || !versions.to.success) throw redirect(url.pathname.replace(/\.data$/, ""));
  const find = (version: number) => restorable.find((revision) => revision.version === version);
  const [older, newer] = [find(versions.from.data), find(versions.to.data)];
  if (!older?.record || !newer?.record) throw data("No such version of this item.", { status: 404 });
  const comparison: RevisionComparison = {
    from: stamp(older),
    to: stamp(newer),
    ...compareRecords(kind.fields, older.record, newer.record),
  };
  return { history, chosen: { from: older.version, to: newer.version }, comparison };
}
