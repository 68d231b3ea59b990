import { data } from "react-router";
import { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { receiveUpload, type UploadAnswer, uploadStatus } from "../../staff/file-upload.server.ts";
import type { Route } from "./+types/files.ts";

/** What the files page's forms answer: an upload's outcome, or the file deleted. */
export type FilesActionData = UploadAnswer | { outcome: "deleted"; name: string };

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1).catch(1);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[STAFF_FILES_PATH]);
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  const { uploads, hasMore } = await context.get(servicesContext).uploads.listUploads(page);
  return { uploads, page, hasMore };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { uploads, staff } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, STAFF_FILES_PATH);
  const address = clientAddress(context);

  if (intent === "delete") {
    const hash = String(form.get("hash") ?? "");
    const removed = /^[0-9a-f]{32}$/.test(hash) ? await uploads.deleteUpload(hash) : undefined;
    if (!removed) throw data("No such file.", { status: 404 });
    await staff.audit.record({
      kind: "file-deleted",
      actor: user,
      subject: removed.hash,
      address,
      detail: { name: removed.name, kind: removed.kind },
    });
    const answer: FilesActionData = { outcome: "deleted", name: removed.name };
    return answer;
  }

  const answer = await receiveUpload(context, user, form);
  return data<FilesActionData>(answer, { status: uploadStatus(answer) });
}
