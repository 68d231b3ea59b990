import fs from "node:fs";
import path from "node:path";
import { NEWS_FIELD_LABELS, type NewsField } from "#shared/content-editing/news-form.ts";
import { newestFirst } from "#shared/media/newest-first.ts";
import { newsItemLookupHref } from "#shared/site/page-hrefs.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { nextNumericKey } from "../content-editing/numeric-key.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { NEWS_FILE, NewsRecord, readNews } from "./content-files.ts";

/** News items as editable content: content/media/news.json's records, live in `news_items`. */
export const newsKind = contentKind<NewsRecord>({
  name: "news",
  label: "News item",
  schema: NewsRecord,
  fields: (Object.keys(NEWS_FIELD_LABELS) as NewsField[]).map((name) => ({
    name,
    label: NEWS_FIELD_LABELS[name],
  })),
  keyOf: (record) => String(record.id),
  withKey: (fields, key) => ({ ...(fields as object), id: Number(key) }),
  titleOf: (record) => record.name,
  read: readNews,
  write(dir, records) {
    const file = path.join(dir, NEWS_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Newest first, as the file has always been kept.
    const ordered = [...records].sort(newestFirst);
    fs.writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
  },
  clean: (record) => ({ ...record, description: sanitizeRichText(record.description) }),
  newKey: (tx, takenKeys) => nextNumericKey(tx, "news_items", takenKeys),
  async apply(tx, record) {
    const row = {
      id: record.id,
      name: record.name,
      date: record.date,
      image: record.image,
      image_alt: record.imageAlt,
      description: record.description,
    };
    await tx
      .insertInto("news_items")
      .values(row)
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },
  async withdraw(tx, key) {
    await tx.deleteFrom("news_items").where("id", "=", Number(key)).execute();
  },
  // A news item has no page of its own (spec 2.4): its address finds the news page holding it.
  publicPath: (record) => newsItemLookupHref(record.id),
  previewPath: (record) => `/news?preview=${record.id}`,
});
