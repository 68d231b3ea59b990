import { type MouseEvent, useEffect, useState } from "react";
import { type EditorField, editorFieldId } from "#shared/content-editing/editor-fields.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";
import { STAFF_FILE_UPLOAD_PATH, STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { uploadMainFile, uploadThumbnail } from "#shared/uploads/upload-paths.ts";
import {
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from "#shared/uploads/upload-rules.ts";
import { useFileUrl } from "../settings.ts";
import { choiceLabel, FilePicker, type PickerChoice } from "./file-picker.tsx";
import type { UploadAnswer } from "./file-upload.server.ts";
import { useStaffLayout } from "./staff-data.ts";
import { FieldError } from "./staff-form.tsx";

/** An uploaded file a field may pick: its kind, path under the file base, name and thumbnail. */
export type UploadChoice = PickerChoice & { kind: UploadKind };
type FileFieldDescriptor = Extract<EditorField, { type: "file" }>;

const ACCEPT: Record<UploadKind, string> = {
  pdf: "application/pdf",
  image: "image/jpeg,image/png,image/webp,image/avif,image/gif",
};
const LIMIT: Record<UploadKind, string> = {
  pdf: `A PDF up to ${MAX_PDF_BYTES / 1024 / 1024} MB.`,
  image: `A JPEG, PNG, WebP, AVIF or GIF image up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB (not SVG).`,
};

/** An item's own alt text field, when empty, takes the picked upload's alt text. */
function fillAlt(altField: string | undefined, alt: string | undefined) {
  if (!altField || !alt) return;
  const input = document.querySelector<HTMLInputElement>(`input[name="${altField}"]:not([form])`);
  if (input && input.value === "") input.value = alt;
}

/** The upload form of a file field: outside the editor's form (forms cannot nest), its controls sit in the field. */
const uploadFormId = (field: string) => `upload-${field}`;

/**
 * Posts an upload form to the editors' upload route. Its action answers 200 or 400 in JSON; anything
 * else (the form too large, the token expired, the session ended: a redirect, not followed) is one
 * message under the file.
 */
async function postUpload(form: HTMLFormElement): Promise<UploadAnswer> {
  const response = await fetch(STAFF_FILE_UPLOAD_PATH, {
    method: "POST",
    body: new FormData(form),
    redirect: "manual",
  }).catch(() => undefined);
  if (response?.status === 200 || response?.status === 400) return (await response.json()) as UploadAnswer;
  const message =
    response?.status === 413
      ? UPLOAD_MESSAGES.formTooLarge
      : "The upload did not go through: reload the page, sign in if asked, and try again.";
  return { outcome: "invalid", errors: { file: message }, values: { alt: "" } };
}

/**
 * A file field (issue 15): pick one of the uploads, or upload a file on the spot. With JavaScript the
 * upload is posted with `fetch` to the editors' upload route (the files page's upload answered in
 * JSON), so the editor's unsaved fields stay and the new file is picked at once. React Router's
 * fetcher would do the same but joins the framework chunk every public page loads. Without
 * JavaScript the button posts the files page's own form (decision 045) and the browser goes there;
 * the file is in this list when the editor comes back.
 */
export function FileField(props: {
  field: FileFieldDescriptor;
  value: string;
  error: string | undefined;
  choices: readonly UploadChoice[];
}) {
  const { field, error } = props;
  const [answer, setAnswer] = useState<UploadAnswer>();
  const [uploading, setUploading] = useState(false);
  const uploaded = answer?.outcome === "uploaded" ? answer.upload : undefined;
  const uploadedPath = uploaded ? uploadMainFile(uploaded) : undefined;
  const [picked, setPicked] = useState<{ value: string; after?: string }>({ value: props.value });
  // A new upload is picked once it arrives; the editor may pick another afterwards.
  const value = uploadedPath && picked.after !== uploadedPath ? uploadedPath : picked.value;
  const thumbnail = uploaded && uploadThumbnail(uploaded.files);
  const choices: PickerChoice[] = [
    ...(uploaded && uploadedPath
      ? [
          {
            path: uploadedPath,
            label: choiceLabel(uploaded),
            ...(uploaded.alt ? { alt: uploaded.alt } : {}),
            ...(thumbnail ? { thumbnail } : {}),
          },
        ]
      : []),
    ...props.choices.filter((choice) => choice.kind === field.accept && choice.path !== uploadedPath),
  ];
  const fileUrl = useFileUrl();
  // The upload's alt text fills the item's own alt field when the editor has not written one.
  useEffect(() => {
    if (uploaded?.alt) fillAlt(field.altField, uploaded.alt);
  }, [uploaded, field.altField]);
  const uploadErrors = answer?.outcome === "invalid" ? answer.errors : {};
  const errorId = `${field.name}-error`;
  const formId = uploadFormId(field.name);
  // A click, or Enter in the alt text, which the browser turns into a click on this button.
  const upload = async (event: MouseEvent<HTMLButtonElement>) => {
    const { form } = event.currentTarget;
    if (!form) return;
    event.preventDefault();
    setUploading(true);
    setAnswer(await postUpload(form));
    setUploading(false);
  };
  return (
    <fieldset className="staff-file-field">
      <legend>{field.label}</legend>
      {field.hint ? <span className="staff-hint">{field.hint}</span> : null}
      <FilePicker
        name={field.name}
        id={editorFieldId(field.name)}
        kind={field.accept}
        optional={field.optional === true}
        value={value}
        choices={choices}
        onPick={(path) => {
          setPicked({ value: path, after: uploadedPath });
          fillAlt(field.altField, choices.find((choice) => choice.path === path)?.alt);
        }}
        invalid={error !== undefined}
        describedBy={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
      {value ? (
        <a href={fileUrl(value)} target="_blank" rel="noopener">
          View the file
        </a>
      ) : null}
      <label>
        Or upload a new one
        <span className="staff-hint">{LIMIT[field.accept]}</span>
        <input type="file" name="file" form={formId} accept={ACCEPT[field.accept]} />
      </label>
      <FieldError id={`${formId}-file-error`} message={uploadErrors.file} />
      {field.accept === "image" ? (
        <label>
          Alt text of the upload
          <input type="text" name="alt" form={formId} />
          <FieldError id={`${formId}-alt-error`} message={uploadErrors.alt} />
        </label>
      ) : null}
      <p>
        <button
          type="submit"
          form={formId}
          className="staff-button staff-button--quiet"
          disabled={uploading}
          onClick={upload}
        >
          {uploading ? "Uploading…" : "Upload"}
        </button>
      </p>
      {uploaded ? (
        <p className="staff-notice" role="status">
          Uploaded {uploaded.name}: picked above.
        </p>
      ) : null}
    </fieldset>
  );
}

/** The upload forms of a kind's file fields, drawn after the editor's form. */
export function UploadForms({ fields }: { fields: readonly EditorField[] }) {
  return fields.flatMap((field) =>
    field.type === "file" ? [<UploadForm key={field.name} field={field.name} />] : [],
  );
}

function UploadForm({ field }: { field: string }) {
  const { xsrfToken } = useStaffLayout();
  return (
    <form id={uploadFormId(field)} method="post" action={STAFF_FILES_PATH} encType="multipart/form-data">
      <input type="hidden" name={XSRF_FIELD} value={xsrfToken} />
      <input type="hidden" name={INTENT_FIELD} value="upload" />
    </form>
  );
}
