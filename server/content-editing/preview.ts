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

/**
 * The record a preview shows at the item's public address: its draft (or live record), only to a
 * signed-in person who may edit content. Anyone else gets undefined and sees the public page.
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
  return (await services.contentEditing.get(kind, key))?.working;
}
