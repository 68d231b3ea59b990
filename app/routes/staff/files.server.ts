import { data, redirect } from "react-router";
import { type ContentUse, contentUses } from "#server/content-editing/content-uses.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { libraryHref, parseLibraryQuery } from "#shared/uploads/library-query.ts";
import { uploadReferenceText } from "#shared/uploads/upload-paths.ts";
import { changeAlt, changeFocalPoint, type FileEditAnswer } from "../../staff/file-edits.server.ts";
import { receiveUpload, type UploadAnswer, uploadStatus } from "../../staff/file-upload.server.ts";
import type { Route } from "./+types/files.ts";

/** What the files page's forms answer: an upload's outcome, the file deleted or why not, an edit's outcome. */
export type FilesActionData =
  | UploadAnswer
  | FileEditAnswer
  | { outcome: "deleted"; name: string }
  | { outcome: "unconfirmed"; hash: string }
  | { outcome: "in-use"; name: string; uses: ContentUse[] };

const HASH = /^[0-9a-f]{32}$/;

/** Where each upload is used, by hash: what the list shows and what refuses a deletion (decision 097). */
async function usesByHash(services: Services, hashes: string[], db = services.database.db) {
  const found = await contentUses(db, services.contentEditing.kinds, hashes.map(uploadReferenceText));
  return new Map(hashes.map((hash) => [hash, found.get(uploadReferenceText(hash)) ?? []]));
}

/** The detail view of `?file=`: the upload, where it is used, and its whole and card pictures. */
async function fileDetail(services: Services, hash: string) {
  const upload = await services.uploads.findUpload(hash);
  if (!upload) return undefined;
  return { ...upload, uses: (await usesByHash(services, [hash])).get(hash) ?? [] };
}

/**
 * The media library (decision 107): one page of 50 files the search and type admit, newest first,
 * at its canonical address (any other is redirected there); `?file=` adds a file's detail view and
 * `?delete=` the deletion's confirmation, each a page of its own so it works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[STAFF_FILES_PATH]);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const query = parseLibraryQuery(url.searchParams);
  // A client navigation asks for `<path>.data` (with `_routes` on revalidation); the page's own address is compared.
  const path = url.pathname.replace(/\.data$/, "");
  const asked = new URLSearchParams(url.search);
  asked.delete("_routes");
  const canonical = libraryHref(query);
  if (canonical !== (asked.size ? `${path}?${asked}` : path)) throw redirect(canonical);
  const { uploads, hasMore } = await services.uploads.listUploads(query.page, query);
  if (uploads.length === 0 && query.page > 1) throw redirect(libraryHref({ ...query, page: 1 }));
  const uses = await usesByHash(
    services,
    uploads.map((upload) => upload.hash),
  );
  const candidate = query.delete ? await services.uploads.findUpload(query.delete) : undefined;
  const confirm = candidate && {
    hash: candidate.hash,
    name: candidate.name,
    uses: (await usesByHash(services, [candidate.hash])).get(candidate.hash) ?? [],
  };
  return {
    uploads: uploads.map((upload) => ({ ...upload, uses: uses.get(upload.hash) ?? [] })),
    query,
    hasMore,
    confirm,
    detail: query.file ? ((await fileDetail(services, query.file)) ?? null) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { uploads, staff } = services;
  const { user, form, intent } = await requireStaffForm(request, context, STAFF_FILES_PATH);
  const address = clientAddress(context);

  if (intent === "alt-text" || intent === "focal-point") {
    const hash = String(form.get("hash") ?? "");
    const change = intent === "alt-text" ? changeAlt : changeFocalPoint;
    const answer = HASH.test(hash) ? await change(context, user, hash, form) : undefined;
    if (!answer) throw data("No such image.", { status: 404 });
    return data<FilesActionData>(answer, { status: answer.outcome === "edit-invalid" ? 400 : 200 });
  }

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
