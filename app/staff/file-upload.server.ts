import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress } from "#server/staff/access.ts";
import type { StaffUser } from "#server/staff/staff.ts";
import type { ResponsiveImage, Upload } from "#server/uploads/uploads.ts";
import { UPLOAD_MESSAGES, UploadFieldsSchema } from "#shared/uploads/upload-rules.ts";

/**
 * What an upload form (`file`, `alt`) answers, on the files page and to the content editor's file
 * field: the upload and, for an image, its `<picture>` sources; or the fields' messages.
 */
export type UploadAnswer =
  | { outcome: "uploaded"; existing: boolean; upload: Upload; image: ResponsiveImage | null }
  | { outcome: "invalid"; errors: Record<string, string>; values: { alt: string } };

/** Stores the posted file (once per content) and records a new one in the audit log. */
export async function receiveUpload(
  context: Readonly<RouterContextProvider>,
  user: StaffUser,
  form: FormData,
): Promise<UploadAnswer> {
  const { uploads, staff } = context.get(servicesContext);
  const fields = UploadFieldsSchema.safeParse({ alt: form.get("alt") ?? "" });
  const alt = typeof form.get("alt") === "string" ? String(form.get("alt")) : "";
  const file = form.get("file");
  const refuse = (errors: Record<string, string>): UploadAnswer => ({
    outcome: "invalid",
    errors,
    values: { alt },
  });
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
      address: clientAddress(context),
      detail: { name: upload.name, kind: upload.kind, bytes: String(upload.byteSize) },
    });
  }
  return {
    outcome: "uploaded",
    existing: result.status === "existing",
    upload,
    image: upload.kind === "image" ? ((await uploads.responsiveImage(upload.hash)) ?? null) : null,
  };
}

/** A refused upload is a client error: 400 with the fields' messages. */
export function uploadStatus(answer: UploadAnswer): 200 | 400 {
  return answer.outcome === "invalid" ? 400 : 200;
}
