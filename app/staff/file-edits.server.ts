import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress } from "#server/staff/access.ts";
import type { StaffUser } from "#server/staff/staff.ts";
import { type FocalPoint, FocalPointSchema } from "#shared/uploads/focal-point.ts";
import { UPLOAD_MESSAGES, UploadFieldsSchema } from "#shared/uploads/upload-rules.ts";

/** What the detail view's two forms answer: saved, or the fields' messages with what was sent. */
export type FileEditAnswer =
  | { outcome: "alt-saved" | "focal-point-saved"; name: string }
  | {
      outcome: "edit-invalid";
      form: "alt-text" | "focal-point";
      errors: Record<string, string>;
      values: Record<string, string>;
    };

const focalText = ({ x, y }: FocalPoint) => `${x}, ${y}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A new alt text for an image (required, as at upload), recorded in the audit log. */
export async function changeAlt(
  context: Readonly<RouterContextProvider>,
  user: StaffUser,
  hash: string,
  form: FormData,
): Promise<FileEditAnswer | undefined> {
  const { uploads, staff } = context.get(servicesContext);
  const alt = text(form, "alt");
  const parsed = UploadFieldsSchema.safeParse({ alt });
  if (!parsed.success || parsed.data.alt === "") {
    const message = parsed.success ? UPLOAD_MESSAGES.altRequired : (parsed.error.issues[0]?.message ?? "");
    return { outcome: "edit-invalid", form: "alt-text", errors: { alt: message }, values: { alt } };
  }
  const before = await uploads.findUpload(hash);
  const after = await uploads.setAlt(hash, parsed.data.alt);
  if (!before || !after) return undefined;
  await staff.audit.record({
    kind: "file-alt-changed",
    actor: user,
    subject: hash,
    address: clientAddress(context),
    detail: { name: after.name, from: before.alt ?? "", to: after.alt ?? "" },
  });
  return { outcome: "alt-saved", name: after.name };
}

/** A new focal point for an image: its card crops are cut again around it; recorded in the audit log. */
export async function changeFocalPoint(
  context: Readonly<RouterContextProvider>,
  user: StaffUser,
  hash: string,
  form: FormData,
): Promise<FileEditAnswer | undefined> {
  const { uploads, staff } = context.get(servicesContext);
  const values = { x: text(form, "x").trim(), y: text(form, "y").trim() };
  const parsed = FocalPointSchema.safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    return { outcome: "edit-invalid", form: "focal-point", errors, values };
  }
  const changed = await uploads.setFocalPoint(hash, parsed.data);
  if (!changed) return undefined;
  await staff.audit.record({
    kind: "file-focal-point-changed",
    actor: user,
    subject: hash,
    address: clientAddress(context),
    detail: {
      name: changed.after.name,
      from: focalText(changed.before.focal),
      to: focalText(changed.after.focal),
    },
  });
  return { outcome: "focal-point-saved", name: changed.after.name };
}
