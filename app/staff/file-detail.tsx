import { Link } from "react-router";
import type { FocalPoint } from "#shared/uploads/focal-point.ts";
import { type LibraryQuery, libraryHref } from "#shared/uploads/library-query.ts";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import { FieldError, StaffForm } from "./staff-form.tsx";
import { byteSize, FORMAT_LABELS, Thumbnail, UseList } from "./upload-facts.tsx";

type DetailFile = {
  name: string;
  href: string;
  contentType: string;
  width: number | null;
  height: number | null;
  byteSize: number;
};

type Detail = {
  hash: string;
  kind: "image" | "pdf";
  name: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  focal: FocalPoint;
  uploadedBy: string;
  uploadedAt: string;
  files: readonly DetailFile[];
  cards: readonly DetailFile[];
  uses: readonly { kind: string; title: string; where: readonly string[] }[];
};

/** A refused edit's messages and values, for the form it came from. */
type Refused = { errors: Record<string, string>; values: Record<string, string> } | undefined;

function Addresses({ files }: { files: readonly DetailFile[] }) {
  return (
    <ul className="staff-addresses">
      {files.map((file) => (
        <li key={file.name}>
          <a href={file.href}>{file.href}</a> ({FORMAT_LABELS[file.contentType] ?? file.contentType}
          {file.width ? `, ${file.width} × ${file.height}` : ""}, {byteSize(file.byteSize)})
        </li>
      ))}
    </ul>
  );
}

/** The image the focal point is chosen on: its WebP of about a page column's width. */
function editingImage(detail: Detail) {
  const webp = detail.files.filter((file) => file.contentType === "image/webp");
  const shown = webp.find((file) => (file.width ?? 0) >= 960) ?? webp.at(-1);
  return shown?.width && shown.height
    ? { src: shown.href, width: shown.width, height: shown.height, alt: detail.alt ?? "" }
    : undefined;
}

function AltForm({ detail, refused }: { detail: Detail; refused: Refused }) {
  const error = refused?.errors.alt;
  return (
    <StaffForm intent="alt-text" aria-label="Alt text">
      <input type="hidden" name="hash" value={detail.hash} />
      <label>
        Alt text
        <input
          type="text"
          name="alt"
          required
          defaultValue={refused?.values.alt ?? detail.alt ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "alt-hint alt-error" : "alt-hint"}
        />
        <span id="alt-hint" className="staff-hint">
          What the image shows, for people who cannot see it. An item's own alt text, where it has one, is
          what its page uses.
        </span>
        <FieldError id="alt-error" message={error} />
      </label>
      <p>
        <button type="submit" className="staff-button">
          Save the alt text
        </button>
      </p>
    </StaffForm>
  );
}

/** One file of the library: its facts, uses and addresses; for an image its alt text and focal point. */
export function FileDetail({
  detail,
  query,
  refused,
}: {
  detail: Detail;
  query: LibraryQuery;
  refused: ({ form: "alt-text" | "focal-point" } & NonNullable<Refused>) | undefined;
}) {
  const image = detail.kind === "image" ? editingImage(detail) : undefined;
  const card = detail.cards.find((file) => file.contentType === "image/webp");
  return (
    <section aria-labelledby="file-detail" className="staff-media-detail">
      <h2 id="file-detail">{detail.name}</h2>
      <p>
        <Link to={libraryHref({ ...query, file: undefined })}>Back to the files</Link>
      </p>
      {detail.kind === "pdf" ? <Thumbnail upload={detail} /> : null}
      <dl className="staff-facts">
        <dt>Type</dt>
        <dd>{detail.kind === "image" ? "Image" : "PDF"}</dd>
        {detail.width ? (
          <>
            <dt>Dimensions</dt>
            <dd>
              {detail.width} × {detail.height} pixels
            </dd>
          </>
        ) : null}
        <dt>Size</dt>
        <dd>{byteSize(detail.byteSize)}</dd>
        <dt>Uploaded</dt>
        <dd>
          {detail.uploadedAt.slice(0, 16).replace("T", " ")} UTC by {detail.uploadedBy}
        </dd>
        <dt>Used by</dt>
        <dd>{detail.uses.length > 0 ? <UseList uses={detail.uses} /> : "Not used"}</dd>
      </dl>
      {image ? (
        <>
          <AltForm detail={detail} refused={refused?.form === "alt-text" ? refused : undefined} />
          <StaffForm intent="focal-point" aria-label="Focal point">
            <h3>Focal point</h3>
            <input type="hidden" name="hash" value={detail.hash} />
            <FocalPointPicker
              key={`${detail.focal.x},${detail.focal.y}`}
              image={image}
              focal={detail.focal}
              {...(refused?.form === "focal-point" ? refused : {})}
            />
            <p>
              <button type="submit" className="staff-button">
                Save the focal point
              </button>
            </p>
          </StaffForm>
          {card?.width && card.height ? (
            <figure className="staff-card-preview">
              <img src={card.href} width={card.width} height={card.height} alt="" />
              <figcaption>The card crop pages show now (the home page's news cards).</figcaption>
            </figure>
          ) : null}
        </>
      ) : null}
      <h3>Addresses</h3>
      <Addresses files={[...detail.files, ...detail.cards]} />
      <p>
        <Link
          to={libraryHref({ ...query, file: undefined, delete: detail.hash })}
          aria-label={`Delete ${detail.name}`}
        >
          Delete…
        </Link>
      </p>
    </section>
  );
}
