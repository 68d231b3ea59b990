import { Link } from "react-router";
import { libraryHref } from "#shared/uploads/library-query.ts";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, UPLOAD_ACCEPT } from "#shared/uploads/upload-rules.ts";
import { FileDetail } from "../../staff/file-detail.tsx";
import { MediaGrid } from "../../staff/media-grid.tsx";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { UseList } from "../../staff/upload-facts.tsx";
import type { Route } from "./+types/files.ts";

export { action, loader } from "./files.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Files");

type LoaderData = Route.ComponentProps["loaderData"];

/** The deletion's confirmation step: refused while content uses the file, else one more button. */
function ConfirmDelete({ confirm, back }: { confirm: NonNullable<LoaderData["confirm"]>; back: string }) {
  return (
    <section aria-labelledby="confirm-delete" className="staff-form">
      <h2 id="confirm-delete">Delete {confirm.name}?</h2>
      {confirm.uses.length > 0 ? (
        <>
          <p>It cannot be deleted while content uses it. Replace it in these items first:</p>
          <UseList uses={confirm.uses} />
          <p>
            <Link to={back}>Back to the files</Link>
          </p>
        </>
      ) : (
        <>
          <p>No published item or draft uses it. Deleting it cannot be undone.</p>
          <StaffForm intent="delete" aria-label={`Confirm deleting ${confirm.name}`} className="staff-inline">
            <input type="hidden" name="hash" value={confirm.hash} />
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit" className="staff-button">
              Delete for good
            </button>{" "}
            <Link to={back}>Keep it</Link>
          </StaffForm>
        </>
      )}
    </section>
  );
}

function UploadForm({ errors, alt }: { errors: Record<string, string>; alt: string }) {
  return (
    <>
      <h2>Upload a PDF or an image</h2>
      <StaffForm intent="upload" encType="multipart/form-data" aria-label="Upload a file">
        <label>
          File
          <input
            type="file"
            name="file"
            accept={UPLOAD_ACCEPT}
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? "upload-file-hint upload-file-error" : "upload-file-hint"}
          />
          <span id="upload-file-hint" className="staff-hint">
            A PDF up to {MAX_PDF_BYTES / 1024 / 1024} MB, or a JPEG, PNG, WebP, AVIF or GIF image up to{" "}
            {MAX_IMAGE_BYTES / 1024 / 1024} MB (not SVG).
          </span>
          <FieldError id="upload-file-error" message={errors.file} />
        </label>
        <label>
          Alt text (images)
          <input
            type="text"
            name="alt"
            defaultValue={alt}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={errors.alt ? "upload-alt-hint upload-alt-error" : "upload-alt-hint"}
          />
          <span id="upload-alt-hint" className="staff-hint">
            What the image shows, for people who cannot see it. Required for an image.
          </span>
          <FieldError id="upload-alt-error" message={errors.alt} />
        </label>
        <p>
          <button type="submit" className="staff-button">
            Upload
          </button>
        </p>
      </StaffForm>
    </>
  );
}

/** The action's outcome, in view where the person is: above the view the form belongs to. */
function Outcome({ actionData, back }: { actionData: Route.ComponentProps["actionData"]; back: string }) {
  switch (actionData?.outcome) {
    case "uploaded":
      return (
        <p className="staff-notice" role="status">
          {actionData.existing
            ? `This file was already uploaded as ${actionData.upload.name}.`
            : `Uploaded ${actionData.upload.name}.`}
        </p>
      );
    case "deleted":
      return (
        <p className="staff-notice" role="status">
          Deleted {actionData.name}.
        </p>
      );
    case "alt-saved":
    case "focal-point-saved":
      return (
        <p className="staff-notice" role="status">
          {actionData.outcome === "alt-saved"
            ? `Saved the alt text of ${actionData.name}.`
            : `Saved the focal point of ${actionData.name}: its card crops are cut again around it.`}
        </p>
      );
    case "in-use":
      return (
        <div className="staff-error" role="alert">
          <p>Not deleted: {actionData.name} is still used by</p>
          <UseList uses={actionData.uses} />
        </div>
      );
    case "unconfirmed":
      return (
        <p className="staff-error" role="alert">
          Not deleted: <Link to={back}>confirm the deletion</Link> first.
        </p>
      );
    default:
      return null;
  }
}

export default function Files({ loaderData, actionData }: Route.ComponentProps) {
  const { uploads, query, hasMore, confirm, detail } = loaderData;
  const uploadRefused = actionData?.outcome === "invalid" ? actionData : undefined;
  const editRefused = actionData?.outcome === "edit-invalid" ? actionData : undefined;
  const unconfirmed = actionData?.outcome === "unconfirmed" ? actionData.hash : undefined;
  return (
    <>
      <h1>Files</h1>
      <Outcome actionData={actionData} back={libraryHref({ ...query, delete: unconfirmed })} />
      {confirm && <ConfirmDelete confirm={confirm} back={libraryHref({ ...query, delete: undefined })} />}
      {detail ? (
        <FileDetail detail={detail} query={query} refused={editRefused} />
      ) : (
        <>
          <UploadForm errors={uploadRefused?.errors ?? {}} alt={uploadRefused?.values.alt ?? ""} />
          <h2>Uploaded files</h2>
          <MediaGrid uploads={uploads} query={query} hasMore={hasMore} />
        </>
      )}
    </>
  );
}
