import { requireStaffForm } from "#server/staff/access.ts";
import { STAFF_FILE_UPLOAD_PATH } from "#shared/staff/paths.ts";
import { receiveUpload, uploadStatus } from "../../staff/file-upload.server.ts";
import type { Route } from "./+types/file-upload.ts";

/**
 * The content editor's on-the-spot upload (`intent=upload`, `file`, `alt`), posted with `fetch`: the
 * files page's upload answered in JSON, so the editor's page keeps its unsaved fields and needs no
 * React Router fetcher in the browser (whose code would join every public page's framework chunk).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffForm(request, context, STAFF_FILE_UPLOAD_PATH);
  const answer = await receiveUpload(context, user, form);
  return Response.json(answer, { status: uploadStatus(answer) });
}
