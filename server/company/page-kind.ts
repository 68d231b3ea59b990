import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { PAGE_FIELD_TYPES } from "#shared/content-editing/page-form.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { CMS_PAGE_FIELDS, type CmsPageContent } from "./company.ts";
import { CmsPageFile, cmsPageFile, readCmsPages } from "./content-files.ts";

type PageRecord = z.infer<typeof CmsPageFile>;

/** The live row keeps every field of spec 3, those the page leaves out as empty strings. */
export function liveContent(content: PageRecord["content"]): CmsPageContent {
  return Object.fromEntries(CMS_PAGE_FIELDS.map((field) => [field, content[field] ?? ""])) as CmsPageContent;
}

/**
 * The seven company pages of spec 2.7 as editable content (decision 073): content/company/pages/*.json,
 * live in `cms_pages`. They are fixed routes of the menu, so none is created or taken down.
 */
export const pagesKind = contentKind<PageRecord>({
  name: "pages",
  label: "Company page",
  schema: CmsPageFile,
  fields: [
    { name: "title", label: "Title" },
    { name: "content", label: "Page text, pictures and documents" },
  ],
  fixed:
    "The company pages are fixed parts of the site's menu: change their text instead of taking one down.",
  keyOf: (record) => record.slug,
  withKey: (fields, key) => ({ ...(fields as object), slug: key }),
  titleOf: (record) => record.title,
  read: readCmsPages,
  write(dir, records) {
    for (const record of records) {
      const file = path.join(dir, cmsPageFile(record.slug));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    }
  },
  // Each field keeps its place, so a page read from its file is written back byte for byte.
  clean: (record) => ({
    ...record,
    content: Object.fromEntries(
      Object.entries(record.content).map(([field, value]) => [
        field,
        (PAGE_FIELD_TYPES.rich as readonly string[]).includes(field) ? sanitizeRichText(value) : value,
      ]),
    ),
  }),
  newKey() {
    throw new Error("The company pages are fixed: none is created in the console.");
  },
  async apply(tx, record) {
    const row = {
      slug: record.slug,
      title: record.title,
      content: JSON.stringify(liveContent(record.content)),
    };
    await tx
      .insertInto("cms_pages")
      .values(row)
      .onConflict((oc) => oc.column("slug").doUpdateSet(row))
      .execute();
  },
  async withdraw(tx, key) {
    await tx.deleteFrom("cms_pages").where("slug", "=", key).execute();
  },
  publicPath: (record) => `/${record.slug}`,
  previewPath: (record) => `/${record.slug}?preview=${record.slug}`,
  translations: { kind: "pages", keyOf: (record) => record.slug },
});
