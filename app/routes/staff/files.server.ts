import { data } from "react-router";
import { z } from "zod";
import { servicesContext } from "../../../server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "../../../server/staff/access.ts";
import type { ResponsiveImage, Upload } from "../../../server/uploads/uploads.ts";
import { STAFF_PAGES } from "../../../shared/staff/console-routes.ts";
import { STAFF_FILES_PATH } from "../../../shared/staff/paths.ts";
import { UPLOAD_MESSAGES, UploadFieldsSchema } from "../../../shared/uploads/upload-rules.ts";
import type { Route } from "./+types/files.ts";

/**
 * What the files page's form answers. The content editor can post the same multipart form with a
 * fetcher (`intent=upload`, `file`, `alt`) and read `upload` and, for an image, `image`, the
 * `<picture>` sources.
 */
export type FilesActionData =
  | { outcome: "uploaded"; existing: boolean; upload: Upload; image: ResponsiveImage | null }
  | { outcome: "invalid"; errors: Record<string, string>; values: { alt: string } }
  | { outcome: "deleted"; name: string };

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

  const fields = UploadFieldsSchema.safeParse({ alt: form.get("alt") ?? "" });
  const alt = typeof form.get("alt") === "string" ? String(form.get("alt")) : "";
  const file = form.get("file");
  const refuse = (errors: Record<string, string>) => {
    const answer: FilesActionData = { outcome: "invalid", errors, values: { alt } };
    return data(answer, { status: 400 });
  };
  if (!fields.success) return refuse({ alt: fields.error.issues[0]?.message ?? UPLOAD_MESSAGES.altTooLong });
  if (!(file instanceof File) || file.size === 0) return refuse({ file: UPLOAD_MESSAGES.noFile });

  const result = await uploads.saveUpload({
    bytes: Buffer.from(await file.arrayBuffer()),
    originalName: file.name,
    alt: fields.data.alt,
    uploadedBy: user,
  });
  if (result.status === "refused") return refuse({ [result.field]: result.message });
  const { upload } = result;
  if (result.status === "saved") {
    await staff.audit.record({
      kind: "file-uploaded",
      actor: user,
      subject: upload.hash,
      address,
      detail: { name: upload.name, kind: upload.kind, bytes: String(upload.byteSize) },
    });
  }
  const answer: FilesActionData = {
    outcome: "uploaded",
    existing: result.status === "existing",
    upload,
    image: upload.kind === "image" ? ((await uploads.responsiveImage(upload.hash)) ?? null) : null,
  };
  return answer;
}
