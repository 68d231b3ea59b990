/** An item that uses a file, as the files page's loader answers (server/content-editing/content-uses.ts). */
type ContentUse = { kind: string; title: string; where: readonly string[] };

/** What the library says of a file's size: kilobytes, or megabytes from one. */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const FORMAT_LABELS: Record<string, string> = {
  "image/avif": "AVIF",
  "image/webp": "WebP",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "application/pdf": "PDF",
};

/** Where a file is used: each item, its kind and whether its live record, draft or a translation names it. */
export function UseList({ uses }: { uses: readonly ContentUse[] }) {
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

type Thumbnailed = {
  kind: "image" | "pdf";
  alt: string | null;
  files: readonly { contentType: string; href: string; width: number | null; height: number | null }[];
};

/** An image's smallest WebP, or a document label for a PDF. */
export function Thumbnail({ upload }: { upload: Thumbnailed }) {
  const smallest = upload.files.find((file) => file.contentType === "image/webp");
  if (upload.kind !== "image" || !smallest?.width || !smallest.height)
    return (
      <span className="staff-thumb staff-thumb--document" aria-hidden="true">
        PDF
      </span>
    );
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
