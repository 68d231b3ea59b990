import { Form, Link } from "react-router";
import { type LibraryQuery, libraryHref } from "#shared/uploads/library-query.ts";
import { byteSize, Thumbnail, UseList } from "./upload-facts.tsx";

type GridUpload = {
  hash: string;
  kind: "image" | "pdf";
  name: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  files: readonly { contentType: string; href: string; width: number | null; height: number | null }[];
  uses: readonly { kind: string; title: string; where: readonly string[] }[];
};

/** The library's search: a plain GET form, so its address is the canonical list address (decision 107). */
function LibrarySearch({ query }: { query: LibraryQuery }) {
  return (
    <Form
      method="get"
      role="search"
      className="staff-filters"
      aria-label="Search the files"
      key={libraryHref(query)}
    >
      <label>
        Name or alt text
        <input type="search" name="q" defaultValue={query.q} />
      </label>
      <label>
        Type
        <select name="kind" defaultValue={query.kind ?? ""}>
          <option value="">All types</option>
          <option value="image">Images</option>
          <option value="pdf">PDFs</option>
        </select>
      </label>
      <button type="submit" className="staff-button">
        Search
      </button>
    </Form>
  );
}

/** The media library's grid: a card per file with its thumbnail, facts and uses, 50 a page. */
export function MediaGrid({
  uploads,
  query,
  hasMore,
}: {
  uploads: readonly GridUpload[];
  query: LibraryQuery;
  hasMore: boolean;
}) {
  const filtered = query.q !== "" || query.kind !== undefined;
  return (
    <>
      <LibrarySearch query={query} />
      {uploads.length === 0 ? (
        <p>{filtered ? "No file matches this search." : "No files yet."}</p>
      ) : (
        <ul className="staff-media-grid" aria-label="Files">
          {uploads.map((upload) => (
            <li key={upload.hash} className="staff-media-card">
              <Thumbnail upload={upload} />
              <Link to={libraryHref({ ...query, file: upload.hash })} className="staff-media-name">
                {upload.name}
              </Link>
              {upload.alt ? <span className="staff-hint">Alt: {upload.alt}</span> : null}
              <span className="staff-hint">
                {upload.kind === "image" ? "Image" : "PDF"}
                {upload.width ? `, ${upload.width} × ${upload.height}` : ""}, {byteSize(upload.byteSize)}
              </span>
              {upload.uses.length > 0 ? (
                <>
                  <span className="staff-hint">Used by</span>
                  <UseList uses={upload.uses} />
                </>
              ) : (
                <span className="staff-hint">Not used</span>
              )}
              <Link to={libraryHref({ ...query, delete: upload.hash })} aria-label={`Delete ${upload.name}`}>
                Delete…
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(query.page > 1 || hasMore) && (
        <nav aria-label="Pages of files" className="staff-inline">
          {query.page > 1 && <Link to={libraryHref({ ...query, page: query.page - 1 })}>Newer</Link>}
          {hasMore && <Link to={libraryHref({ ...query, page: query.page + 1 })}>Older</Link>}
        </nav>
      )}
    </>
  );
}
