import { createHash } from "node:crypto";
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import { CENTRE, type FocalPoint, fromThousandths } from "#shared/uploads/focal-point.ts";
import type { ResponsiveImage } from "#shared/uploads/responsive-image.ts";
import { uploadFileHref, uploadFileName } from "#shared/uploads/upload-paths.ts";
import {
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from "#shared/uploads/upload-rules.ts";
import type { ContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import { detectFileType } from "./file-type.ts";
import { fallbackFormat, type ImageSize, renderCardSizes, renderImageSizes } from "./image-sizes.ts";
import { safeFileName } from "./safe-name.ts";
import { cardFile, insertFiles, type NewFile, wholeFile } from "./stored-files.ts";
import { createUploadEdits } from "./upload-edits.ts";
import { createWorkQueue } from "./work-queue.ts";

/**
 * Uploaded PDFs and images (issue 15, decision 045), for the console's files page and the content
 * editor. `services.uploads`:
 *
 * - `saveUpload({ bytes, originalName, alt, uploadedBy })` checks the type by content (PDF or
 *   JPEG/PNG/WebP/AVIF/GIF; SVG refused), the size (20 MB PDF, 10 MB image) and the alt text (an
 *   image needs one), resizes an image to `IMAGE_WIDTHS` (never enlarged) in AVIF, WebP and a JPEG
 *   (PNG with transparency) fallback, and stores everything in the database. It answers
 *   `{ status: "saved" | "existing", upload }` (the same bytes again give the upload already stored)
 *   or `{ status: "refused", field: "file" | "alt", message }`.
 * - `findUpload(hash)`: the upload and its stored files, or undefined.
 * - `responsiveImage(hash)`: what a `<picture>` needs — `{ sources: [{ type, srcset }], fallback:
 *   { src, srcset, type }, width, height, alt }`, addresses under FILE_BASE_URL — or undefined
 *   (no such upload, or a PDF).
 * - `listUploads(page)`, `deleteUpload(hash)`, and `readFile(name)` for the file route.
 *
 * Files are named by the upload's content hash (`<hash>-<width>.<ext>`, `<hash>.pdf`), so their
 * addresses never change meaning and are cached for a year (server/uploads/file-routes.ts).
 */

export type Uploader = { id: string; email: string };

export type UploadFile = {
  name: string;
  href: string;
  contentType: string;
  width: number | null;
  height: number | null;
  byteSize: number;
};

export type Upload = {
  hash: string;
  kind: UploadKind;
  name: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  /** What card crops keep in view, as fractions (the centre unless an editor chose another). */
  focal: FocalPoint;
  uploadedBy: string;
  uploadedAt: string;
  /** The PDF, or the image's whole sizes: widest last within each format. */
  files: UploadFile[];
  /** An image's card crops around its focal point (decision 107); empty for a PDF or an image stored before them. */
  cards: UploadFile[];
};

export type SaveUploadInput = { bytes: Buffer; originalName: string; alt: string; uploadedBy: Uploader };

export type SaveUploadResult =
  | { status: "saved" | "existing"; upload: Upload }
  | { status: "refused"; field: "file" | "alt"; message: string };

export type { ResponsiveImage } from "#shared/uploads/responsive-image.ts";

/** A stored file as the file route sends it. */
export type StoredFile = {
  name: string;
  contentType: string;
  etag: string;
  bytes: Buffer;
  /** The PDF's name for Content-Disposition; null for an image. */
  downloadName: string | null;
};

const UPLOADS_PAGE_SIZE = 50;
/** Image uploads encoded at once on one instance; the rest wait their turn. */
const IMAGE_JOBS_AT_ONCE = 1;
/** Hot files kept in memory per instance, briefly, so a deletion elsewhere is honoured soon after. */
const FILE_CACHE = { maxSize: 32 * 1024 * 1024, maxEntrySize: 4 * 1024 * 1024, ttl: 60_000 };

function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/** What the media library lists: names or alt texts containing every word of `q`, of one kind or all. */
export type UploadFilter = { q?: string; kind?: UploadKind };

/** The words of a search, lower-cased, with the `like` pattern characters taken literally. */
function searchWords(q: string | undefined): string[] {
  return (q ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

export function createUploads(
  db: Db,
  {
    fileBaseUrl,
    contentVersion,
  }: { fileBaseUrl: string; contentVersion: Pick<ContentVersion, "invalidate"> },
) {
  const imageQueue = createWorkQueue(IMAGE_JOBS_AT_ONCE);
  const fileCache = new LRUCache<string, StoredFile>({
    ...FILE_CACHE,
    sizeCalculation: (file) => file.bytes.length,
  });

  const href = (name: string) => uploadFileHref(fileBaseUrl, name);

  async function findUpload(hash: string): Promise<Upload | undefined> {
    const row = await db.selectFrom("uploads").selectAll().where("hash", "=", hash).executeTakeFirst();
    if (!row) return undefined;
    const files = await db
      .selectFrom("upload_files")
      .select(["name", "crop", "content_type", "width", "height", "byte_size"])
      .where("upload_hash", "=", hash)
      .orderBy("content_type")
      .orderBy("width")
      .execute();
    const listed = (crop: string | null) =>
      files
        .filter((file) => file.crop === crop)
        .map((file) => ({
          name: file.name,
          href: href(file.name),
          contentType: file.content_type,
          width: file.width,
          height: file.height,
          byteSize: Number(file.byte_size),
        }));
    return {
      hash: row.hash,
      kind: row.kind as UploadKind,
      name: row.original_name,
      byteSize: Number(row.byte_size),
      width: row.width,
      height: row.height,
      alt: row.alt,
      focal: { x: fromThousandths(row.focal_x), y: fromThousandths(row.focal_y) },
      uploadedBy: row.uploaded_by_email,
      uploadedAt: row.uploaded_at,
      files: listed(null),
      cards: listed("card"),
    };
  }

  async function store(
    upload: { hash: string; kind: UploadKind; name: string; byteSize: number; alt: string | null },
    dimensions: { width: number; height: number } | null,
    files: NewFile[],
    uploadedBy: Uploader,
  ): Promise<"saved" | "existing"> {
    return db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("uploads")
        .values({
          hash: upload.hash,
          kind: upload.kind,
          original_name: upload.name,
          byte_size: upload.byteSize,
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
          alt: upload.alt,
          uploaded_by_id: uploadedBy.id,
          uploaded_by_email: uploadedBy.email,
          uploaded_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column("hash").doNothing())
        .executeTakeFirst();
      // Another request (or instance) stored the same bytes first.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return "existing";
      await insertFiles(trx, upload.hash, files);
      return "saved";
    });
  }

  async function saveUpload({
    bytes,
    originalName,
    alt,
    uploadedBy,
  }: SaveUploadInput): Promise<SaveUploadResult> {
    if (bytes.length === 0) return { status: "refused", field: "file", message: UPLOAD_MESSAGES.noFile };
    const type = await detectFileType(bytes);
    if (type.kind === "refused") return { status: "refused", field: "file", message: type.message };
    const hash = contentHash(bytes);
    const existing = await findUpload(hash);
    if (existing) return { status: "existing", upload: existing };

    if (type.kind === "pdf") {
      if (bytes.length > MAX_PDF_BYTES)
        return { status: "refused", field: "file", message: UPLOAD_MESSAGES.pdfTooLarge };
      const name = safeFileName(originalName, "pdf");
      const file: NewFile = {
        name: uploadFileName(hash, "pdf"),
        crop: null,
        contentType: "application/pdf",
        width: null,
        height: null,
        bytes,
      };
      const status = await store(
        { hash, kind: "pdf", name, byteSize: bytes.length, alt: null },
        null,
        [file],
        uploadedBy,
      );
      return { status, upload: (await findUpload(hash)) as Upload };
    }

    if (bytes.length > MAX_IMAGE_BYTES)
      return { status: "refused", field: "file", message: UPLOAD_MESSAGES.imageTooLarge };
    if (alt.trim() === "") return { status: "refused", field: "alt", message: UPLOAD_MESSAGES.altRequired };
    let sizes: ImageSize[];
    let cards: ImageSize[];
    try {
      [sizes, cards] = await imageQueue.run(async () => [
        await renderImageSizes(bytes, type),
        await renderCardSizes(bytes, type.hasAlpha, CENTRE),
      ]);
    } catch {
      return { status: "refused", field: "file", message: UPLOAD_MESSAGES.unreadable };
    }
    const files = [
      ...sizes.map((size) => wholeFile(hash, size)),
      ...cards.map((size) => cardFile(hash, size, CENTRE)),
    ];
    const status = await store(
      {
        hash,
        kind: "image",
        name: safeFileName(originalName, type.format === "jpeg" ? "jpg" : type.format),
        byteSize: bytes.length,
        alt: alt.trim(),
      },
      { width: type.width, height: type.height },
      files,
      uploadedBy,
    );
    return { status, upload: (await findUpload(hash)) as Upload };
  }

  async function readFile(name: string): Promise<StoredFile | undefined> {
    const cached = fileCache.get(name);
    if (cached) return cached;
    const row = await db
      .selectFrom("upload_files")
      .innerJoin("uploads", "uploads.hash", "upload_files.upload_hash")
      .select([
        "upload_files.name",
        "upload_files.content_type",
        "upload_files.etag",
        "upload_files.bytes",
        "uploads.kind",
        "uploads.original_name",
      ])
      .where("upload_files.name", "=", name)
      .executeTakeFirst();
    if (!row) return undefined;
    const file: StoredFile = {
      name: row.name,
      contentType: row.content_type,
      etag: row.etag,
      bytes: Buffer.from(row.bytes),
      downloadName: row.kind === "pdf" ? row.original_name : null,
    };
    fileCache.set(name, file);
    return file;
  }

  async function responsiveImage(hash: string): Promise<ResponsiveImage | undefined> {
    const upload = await findUpload(hash);
    if (upload?.kind !== "image") return undefined;
    const { files } = upload;
    const srcset = (type: string) =>
      files
        .filter((file) => file.contentType === type)
        .map((file) => `${file.href} ${file.width}w`)
        .join(", ");
    const fallbackType = files.some((file) => file.contentType === "image/png")
      ? fallbackFormat(true).contentType
      : fallbackFormat(false).contentType;
    const fallbacks = files.filter((file) => file.contentType === fallbackType);
    const widest = fallbacks.at(-1);
    if (!widest?.width || !widest.height) return undefined;
    return {
      sources: ["image/avif", "image/webp"].map((type) => ({ type, srcset: srcset(type) })),
      fallback: { src: widest.href, srcset: srcset(fallbackType), type: fallbackType },
      width: widest.width,
      height: widest.height,
      alt: upload.alt ?? "",
    };
  }

  return {
    saveUpload,
    findUpload,
    responsiveImage,

    /** Newest first, a page at a time, of those the filter admits (names and alt texts, case folded). */
    async listUploads(page = 1, filter: UploadFilter = {}): Promise<{ uploads: Upload[]; hasMore: boolean }> {
      let query = db.selectFrom("uploads").select("hash");
      if (filter.kind) query = query.where("kind", "=", filter.kind);
      for (const word of searchWords(filter.q)) {
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(original_name)`, "like", sql`${word} escape '\\'`),
            eb(sql`lower(coalesce(alt, ''))`, "like", sql`${word} escape '\\'`),
          ]),
        );
      }
      const rows = await query
        .orderBy("uploaded_at", "desc")
        .orderBy("hash")
        .limit(UPLOADS_PAGE_SIZE + 1)
        .offset((page - 1) * UPLOADS_PAGE_SIZE)
        .execute();
      const uploads = await Promise.all(rows.slice(0, UPLOADS_PAGE_SIZE).map((row) => findUpload(row.hash)));
      return {
        uploads: uploads.filter((upload) => upload !== undefined),
        hasMore: rows.length > UPLOADS_PAGE_SIZE,
      };
    },

    /**
     * Removes an upload and its files unless `usesOf` (read in the same transaction) finds content
     * naming it (decision 097); answers what was removed, the uses that kept it, or undefined.
     */
    async deleteUpload<Use>(
      hash: string,
      usesOf: (tx: Db, upload: Upload) => Promise<Use[]>,
    ): Promise<{ status: "deleted"; upload: Upload } | { status: "in-use"; uses: Use[] } | undefined> {
      const upload = await findUpload(hash);
      if (!upload) return undefined;
      const uses = await db.transaction().execute(async (trx) => {
        const found = await usesOf(trx, upload);
        if (found.length > 0) return found;
        await trx.deleteFrom("upload_files").where("upload_hash", "=", hash).execute();
        await trx.deleteFrom("uploads").where("hash", "=", hash).execute();
        return [];
      });
      if (uses.length > 0) return { status: "in-use", uses };
      for (const file of [...upload.files, ...upload.cards]) fileCache.delete(file.name);
      return { status: "deleted", upload };
    },

    ...createUploadEdits({
      db,
      findUpload,
      readFile,
      imageQueue,
      contentVersion,
      forget: (names) => {
        for (const name of names) fileCache.delete(name);
      },
    }),
    readFile,
  };
}

export type Uploads = ReturnType<typeof createUploads>;
