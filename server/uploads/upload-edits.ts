import { type FocalPoint, toThousandths } from "#shared/uploads/focal-point.ts";
import { bumpContentVersion, type ContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import { fallbackFormat, renderCardSizes } from "./image-sizes.ts";
import { cardFile, insertFiles } from "./stored-files.ts";
import type { StoredFile, Upload, UploadFile } from "./uploads.ts";
import type { createWorkQueue } from "./work-queue.ts";

type EditsOptions = {
  db: Db;
  findUpload: (hash: string) => Promise<Upload | undefined>;
  readFile: (name: string) => Promise<StoredFile | undefined>;
  imageQueue: ReturnType<typeof createWorkQueue>;
  contentVersion: Pick<ContentVersion, "invalidate">;
  /** Drops files from this instance's file cache. */
  forget: (names: string[]) => void;
};

/** An image's widest whole size in its fallback format (JPEG or PNG): the best source left for new crops. */
function widestWhole(upload: Upload): UploadFile | undefined {
  return upload.files
    .filter((file) => file.contentType === "image/jpeg" || file.contentType === "image/png")
    .at(-1);
}

/** What the media library's detail view changes of an image (decision 107): its alt text and focal point. */
export function createUploadEdits({
  db,
  findUpload,
  readFile,
  imageQueue,
  contentVersion,
  forget,
}: EditsOptions) {
  return {
    /** A new alt text for an image; answers the upload as it now is, or undefined (no such image). */
    async setAlt(hash: string, alt: string): Promise<Upload | undefined> {
      const changed = await db
        .updateTable("uploads")
        .set({ alt })
        .where("hash", "=", hash)
        .where("kind", "=", "image")
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return undefined;
      return findUpload(hash);
    },

    /**
     * A new focal point: the card crops are cut again around it (through the image queue, from the
     * widest whole size stored: the upload's own bytes are not kept) and replace the old ones in one
     * transaction that also bumps the content version, so cached pages name the new crops. Answers
     * the upload before and after, or undefined (no such image).
     */
    async setFocalPoint(
      hash: string,
      focal: FocalPoint,
    ): Promise<{ before: Upload; after: Upload } | undefined> {
      const before = await findUpload(hash);
      const widest = before && before.kind === "image" ? widestWhole(before) : undefined;
      if (!before || !widest) return undefined;
      const source = await readFile(widest.name);
      if (!source) return undefined;
      const hasAlpha = widest.contentType === fallbackFormat(true).contentType;
      const cards = await imageQueue.run(() => renderCardSizes(source.bytes, hasAlpha, focal));
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("uploads")
          .set({ focal_x: toThousandths(focal.x), focal_y: toThousandths(focal.y) })
          .where("hash", "=", hash)
          .execute();
        await trx
          .deleteFrom("upload_files")
          .where("upload_hash", "=", hash)
          .where("crop", "=", "card")
          .execute();
        await insertFiles(
          trx,
          hash,
          cards.map((size) => cardFile(hash, size, focal)),
        );
        await bumpContentVersion(trx);
      });
      contentVersion.invalidate();
      forget(before.cards.map((file) => file.name));
      const after = await findUpload(hash);
      return after && { before, after };
    },
  };
}
