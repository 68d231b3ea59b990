import type { Uploads } from "#server/uploads/uploads.ts";
import { uploadMainFile, uploadThumbnail } from "#shared/uploads/upload-paths.ts";
import { UPLOAD_KINDS } from "#shared/uploads/upload-rules.ts";
import type { UploadChoice } from "./file-field.tsx";
import { choiceLabel } from "./file-picker.tsx";

/** The newest 50 images and the newest 50 PDFs (the library's first page of each), as file fields offer them. */
export async function uploadChoices(uploads: Uploads): Promise<UploadChoice[]> {
  const pages = await Promise.all(UPLOAD_KINDS.map((kind) => uploads.listUploads(1, { kind })));
  return pages.flatMap(({ uploads: newest }) =>
    newest.flatMap((upload) => {
      const path = uploadMainFile(upload);
      const thumbnail = uploadThumbnail(upload.files);
      if (!path) return [];
      const alt = upload.alt ? { alt: upload.alt } : {};
      return [
        { kind: upload.kind, path, label: choiceLabel(upload), ...alt, ...(thumbnail ? { thumbnail } : {}) },
      ];
    }),
  );
}
