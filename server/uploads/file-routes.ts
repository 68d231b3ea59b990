import type { FastifyInstance } from "fastify";
import { UPLOAD_FILE_NAME, UPLOADS_FOLDER } from "#shared/uploads/upload-paths.ts";
import type { Uploads } from "./uploads.ts";

/** A content-hashed name never changes meaning: caches may keep it for a year without asking. */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Serves uploaded files from the database under `/files/uploads/<name>` (HEAD too), ahead of the
 * static file folders. X-Content-Type-Options: nosniff comes with every answer (security-headers.ts),
 * so a browser takes the type stored here, which was decided from the bytes.
 */
export async function uploadFileRoutes(app: FastifyInstance, { uploads }: { uploads: Uploads }) {
  app.get(`/files/${UPLOADS_FOLDER}/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = UPLOAD_FILE_NAME.test(name) ? await uploads.readFile(name) : undefined;
    if (!file) return reply.callNotFound();
    reply
      .header("cache-control", UPLOAD_CACHE_CONTROL)
      .header("etag", file.etag)
      .header("content-type", file.contentType);
    if (file.downloadName) reply.header("content-disposition", `inline; filename="${file.downloadName}"`);
    const known = request.headers["if-none-match"];
    if (known?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === file.etag)) {
      return reply.status(304).send();
    }
    return reply.header("content-length", file.bytes.length).send(file.bytes);
  });
}
