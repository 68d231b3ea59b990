import { data } from "react-router";
import { z } from "zod";
import { type ContentUse, contentUses } from "#server/content-editing/content-uses.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { uploadReferenceText } from "#shared/uploads/upload-paths.ts";
import { receiveUpload, type UploadAnswer, uploadStatus } from "../../staff/file-upload.server.ts";
import type { Route } from "./+types/files.ts";

/** What the files page's forms answer: an upload's outcome, the file deleted, or why it was not. */
export type FilesActionData =
  | UploadAnswer
  | { outcome: "deleted"; name: string }
  | { outcome: "unconfirmed"; hash: string }
  | { outcome: "in-use"; name: string; uses: ContentUse[] };

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1).catch(1);
const HASH = /^[0-9a-f]{32}$/;

/** Where each upload is used, by hash: what the list shows and what refuses a deletion (decision 097). */
async function usesByHash(services: Services, hashes: string[], db = services.database.db) {
  const found = await contentUses(db, services.contentEditing.kinds, hashes.map(uploadReferenceText));
  return new Map(hashes.map((hash) => [hash, found.get(uploadReferenceText(hash)) ?? []]));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[STAFF_FILES_PATH]);
  const services = context.get(servicesContext);
  const query = new URL(request.url).searchParams;
  const page = PageSchema.parse(query.get("page") ?? undefined);
  const { uploads, hasMore } = await services.uploads.listUploads(page);
  const uses = await usesByHash(
    services,
    uploads.map((upload) => upload.hash),
  );
  // `?delete=<hash>`: the confirmation step, a page of its own so it works without JavaScript.
  const deleting = query.get("delete") ?? "";
  const candidate = HASH.test(deleting) ? await services.uploads.findUpload(deleting) : undefined;
  const confirm = candidate && {
    hash: candidate.hash,
    name: candidate.name,
    uses: (await usesByHash(services, [candidate.hash])).get(candidate.hash) ?? [],
  };
  return {
    uploads: uploads.map((upload) => ({ ...upload, uses: uses.get(upload.hash) ?? [] })),
    page,
    hasMore,
    confirm,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { uploads, staff } = services;
  const { user, form, intent } = await requireStaffForm(request, context, STAFF_FILES_PATH);
  const address = clientAddress(context);

  if (intent === "delete") {
    const hash = String(form.get("hash") ?? "");
    if (!HASH.test(hash)) throw data("No such file.", { status: 404 });
    // Deleting is never one click: the confirmation page's button sends this.
    if (form.get("confirm") !== "yes")
      return data<FilesActionData>({ outcome: "unconfirmed", hash }, { status: 400 });
    const result = await uploads.deleteUpload(
      hash,
      async (tx) => (await usesByHash(services, [hash], tx)).get(hash) ?? [],
    );
    if (!result) throw data("No such file.", { status: 404 });
    if (result.status === "in-use") {
      const name = (await uploads.findUpload(hash))?.name ?? hash;
      return data<FilesActionData>({ outcome: "in-use", name, uses: result.uses }, { status: 409 });
    }
    const removed = result.upload;
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
