import { z } from "zod";
import { contentKind } from "#server/content-editing/content-kind.ts";

const NoticeRecord = z.object({ id: z.number().int().positive(), title: z.string(), text: z.string() });
type NoticeRecord = z.infer<typeof NoticeRecord>;

/**
 * A throw-away kind (decision 104's proof): notices, with no content file and, instead of a table,
 * the rows it writes kept in `liveNotices`, which its test reads as the public side would.
 */
export const liveNotices = new Map<number, NoticeRecord>();

export const noticeKind = contentKind<NoticeRecord>({
  name: "notices",
  label: "Notice",
  schema: NoticeRecord,
  fields: [
    { name: "title", label: "Title" },
    { name: "text", label: "Text" },
  ],
  keyOf: (record) => String(record.id),
  withKey: (fields, key) => ({ ...(fields as object), id: Number(key) }),
  titleOf: (record) => record.title,
  read: () => [],
  write: () => undefined,
  clean: (record) => record,
  newKey: async (_tx, takenKeys) => String(Math.max(0, ...takenKeys.map(Number)) + 1),
  async apply(_tx, record) {
    liveNotices.set(record.id, record);
  },
  async withdraw(_tx, key) {
    liveNotices.delete(Number(key));
  },
  publicPath: () => "/",
  previewPath: () => "/",
});
