import { can } from "#shared/staff/roles.ts";
import type { Services } from "../services.ts";
import type { EditableRecord } from "./content-kind.ts";

/**
 * A preview answer is for the signed-in editor alone: never stored by any cache, never indexed; the
 * console's own pages may frame it (the editor's live preview), no other site's.
 */
export const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "X-Frame-Options": "SAMEORIGIN",
} as const;

/** The public page's query naming the revision a preview shows instead of the draft. */
const REVISION_PREVIEW_PARAM = "revision";
const RevisionParam = /^[1-9]\d{0,8}$/;

/**
 * The record a preview shows at the item's public address: its draft (or live record), or with
 * `&revision=<version>` that earlier revision's record (what Restore would bring back), only to a
 * signed-in person who may edit content. Anyone else, and a revision the item does not have, get
 * undefined and the public page.
 */
export async function previewRecord(
  services: Services,
  request: Request,
  kind: string,
  key: string,
): Promise<EditableRecord | undefined> {
  if (!request.headers.get("cookie")) return undefined;
  const user = await services.staff.currentUser(request.headers);
  if (!user || !can(user.role, "content:edit")) return undefined;
  const revision = new URL(request.url).searchParams.get(REVISION_PREVIEW_PARAM);
  if (revision === null) return (await services.contentEditing.get(kind, key))?.working;
  if (!RevisionParam.test(revision)) return undefined;
  return (await services.contentEditing.revision(kind, key, Number(revision)))?.record ?? undefined;
}

/**
 * Where a revision's record is previewed: the kind's preview address for it with the revision's
 * version; undefined when that address does not name the item (a kind, such as the enquiry
 * recipients, whose record no public page shows).
 */
export function revisionPreviewPath(previewPath: string, key: string, version: number): string | undefined {
  const url = new URL(previewPath, "http://preview.invalid");
  if (![...url.searchParams.values()].includes(key)) return undefined;
  url.searchParams.set(REVISION_PREVIEW_PARAM, String(version));
  return `${url.pathname}${url.search}${url.hash}`;
}
