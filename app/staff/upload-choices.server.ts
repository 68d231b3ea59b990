import type { Uploads } from "#server/uploads/uploads.ts";
import { uploadMainFile } from "#shared/uploads/upload-paths.ts";
import type { UploadChoice } from "./file-field.tsx";

/** The newest uploads (the files page's first page), as a content editor's file fields offer them. */
export async function uploadChoices(uploads: Uploads): Promise<UploadChoice[]> {
  const { uploads: newest } = await uploads.listUploads(1);
  return newest.flatMap((upload) => {
    const path = uploadMainFile(upload);
    return path
      ? [{ kind: upload.kind, path, label: upload.alt ? `${upload.name}: ${upload.alt}` : upload.name }]
      : [];
  });
}
