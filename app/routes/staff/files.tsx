import { Link } from "react-router";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import {
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  UPLOAD_ACCEPT,
  type UPLOAD_KINDS,
} from "#shared/uploads/upload-rules.ts";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/files.ts";

export { action, loader } from "./files.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Files");

type ListedUpload = Route.ComponentProps["loaderData"]["uploads"][number];

const KIND_LABELS: Record<(typeof UPLOAD_KINDS)[number], string> = { image: "Image", pdf: "PDF" };
const FORMAT_LABELS: Record<string, string> = {
  "image/avif": "AVIF",
  "image/webp": "WebP",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "application/pdf": "PDF",
};

function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Thumbnail({ upload }: { upload: ListedUpload }) {
  const smallest = upload.files.find((file) => file.contentType === "image/webp");
  if (upload.kind !== "image" || !smallest?.width || !smallest.height) return <span>PDF</span>;
  return (
    <img
      className="staff-thumb"
      src={smallest.href}
      width={smallest.width}
      height={smallest.height}
      alt={upload.alt ?? ""}
      loading="lazy"
    />
  );
}

function Addresses({ upload }: { upload: ListedUpload }) {
  return (
    <ul className="staff-addresses">
      {upload.files.map((file) => (
        <li key={file.name}>
          <a href={file.href}>{file.href}</a> ({FORMAT_LABELS[file.contentType] ?? file.contentType}
          {file.width ? `, ${file.width} × ${file.height}` : ""}, {byteSize(file.byteSize)})
        </li>
      ))}
    </ul>
  );
}

type Uses = ListedUpload["uses"];

/** Where a file is used: each item, its kind and whether its live record, draft or a translation names it. */
function UseList({ uses }: { uses: Uses }) {
  return (
    <ul className="staff-addresses">
      {uses.map((use) => (
        <li key={`${use.kind}/${use.title}/${use.where.join()}`}>
          {use.kind}: {use.title} ({use.where.join(", ")})
        </li>
      ))}
    </ul>
  );
}

function deleteHref(hash: string, page: number): string {
  return `${STAFF_FILES_PATH}?${page > 1 ? `page=${page}&` : ""}delete=${hash}`;
}

/** The deletion's confirmation step: refused while content uses the file, else one more button. */
function ConfirmDelete({
  confirm,
  page,
}: {
  confirm: NonNullable<Route.ComponentProps["loaderData"]["confirm"]>;
  page: number;
}) {
  const back = page > 1 ? `${STAFF_FILES_PATH}?page=${page}` : STAFF_FILES_PATH;
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

export default function Files({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.outcome === "invalid" ? actionData.errors : {};
  const values = actionData?.outcome === "invalid" ? actionData.values : { alt: "" };
  const { uploads, page, hasMore, confirm } = loaderData;
  return (
    <>
      <h1>Files</h1>
      {actionData?.outcome === "uploaded" && (
        <p className="staff-notice" role="status">
          {actionData.existing
            ? `This file was already uploaded as ${actionData.upload.name}.`
            : `Uploaded ${actionData.upload.name}.`}
        </p>
      )}
      {actionData?.outcome === "deleted" && (
        <p className="staff-notice" role="status">
          Deleted {actionData.name}.
        </p>
      )}
      {actionData?.outcome === "in-use" && (
        <div className="staff-error" role="alert">
          <p>Not deleted: {actionData.name} is still used by</p>
          <UseList uses={actionData.uses} />
        </div>
      )}
      {actionData?.outcome === "unconfirmed" && (
        <p className="staff-error" role="alert">
          Not deleted: <Link to={deleteHref(actionData.hash, page)}>confirm the deletion</Link> first.
        </p>
      )}
      {confirm && <ConfirmDelete confirm={confirm} page={page} />}
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
            defaultValue={values.alt}
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
      <h2>Uploaded files</h2>
      {uploads.length === 0 ? (
        <p>No files yet.</p>
      ) : (
        <StaffTable
          columns={[
            "Preview",
            "Name",
            "Type",
            "Size",
            "Uploaded by",
            "When (UTC)",
            "Addresses",
            "Used by",
            { hidden: "Actions" },
          ]}
        >
          {uploads.map((upload) => (
            <tr key={upload.hash}>
              <td>
                <Thumbnail upload={upload} />
              </td>
              <td>
                {upload.name}
                {upload.alt && <div className="staff-hint">Alt: {upload.alt}</div>}
              </td>
              <td>{KIND_LABELS[upload.kind]}</td>
              <td>
                {byteSize(upload.byteSize)}
                {upload.width ? `, ${upload.width} × ${upload.height}` : ""}
              </td>
              <td>{upload.uploadedBy}</td>
              <td>{upload.uploadedAt.slice(0, 16).replace("T", " ")}</td>
              <td>
                <Addresses upload={upload} />
              </td>
              <td>{upload.uses.length > 0 ? <UseList uses={upload.uses} /> : "Not used"}</td>
              <td>
                <Link to={deleteHref(upload.hash, page)} aria-label={`Delete ${upload.name}`}>
                  Delete…
                </Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label="Pages of files" className="staff-inline">
          {page > 1 && (
            <Link to={page === 2 ? STAFF_FILES_PATH : `${STAFF_FILES_PATH}?page=${page - 1}`}>Newer</Link>
          )}
          {hasMore && <Link to={`${STAFF_FILES_PATH}?page=${page + 1}`}>Older</Link>}
        </nav>
      )}
    </>
  );
}
