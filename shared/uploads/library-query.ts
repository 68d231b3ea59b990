import { z } from "zod";
import { STAFF_FILES_PATH } from "../staff/paths.ts";
import { UPLOAD_KINDS } from "./upload-rules.ts";

const HASH = /^[0-9a-f]{32}$/;

/**
 * The media library's address (decision 107): `?q=&kind=&page=`, then `file=` (the detail view) or
 * `delete=` (the deletion's confirmation). A value the library does not know is dropped, so an
 * edited or old address always ends at a list.
 */
const LibraryQuerySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  kind: z.enum(UPLOAD_KINDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  file: z.string().regex(HASH).optional().catch(undefined),
  delete: z.string().regex(HASH).optional().catch(undefined),
});
export type LibraryQuery = z.infer<typeof LibraryQuerySchema>;

export function parseLibraryQuery(search: URLSearchParams): LibraryQuery {
  return LibraryQuerySchema.parse({
    q: search.get("q") ?? undefined,
    kind: search.get("kind") ?? undefined,
    page: search.get("page") ?? undefined,
    file: search.get("file") ?? undefined,
    delete: search.get("delete") ?? undefined,
  });
}

/** The canonical address of a library view; defaults are left out. */
export function libraryHref(query: Partial<LibraryQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.kind) params.set("kind", query.kind);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.file) params.set("file", query.file);
  else if (query.delete) params.set("delete", query.delete);
  const search = params.toString();
  return search ? `${STAFF_FILES_PATH}?${search}` : STAFF_FILES_PATH;
}
