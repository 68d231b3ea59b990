import path from "node:path";
import { INDUSTRY_FIELD_LABELS, type IndustryField } from "#shared/content-editing/industry-form.ts";
import { INDUSTRIES, INDUSTRY_LIST_ORDER } from "#shared/industries/industries.ts";
import { industryHref } from "#shared/site/page-hrefs.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { noNewItems, writeInOrder } from "../content-editing/fixed-items.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { INDUSTRIES_FILE, IndustryRecord, industryImage, readIndustries } from "./content-files.ts";

/**
 * The eleven industries and their detail sections as editable content: content/industries/industries.json's
 * records, live in `industries` and `industry_sections`. The set, the slugs and the names are fixed
 * (the menu, the finder's facets and the expert path name them); the texts are the editors'.
 */
export const industryKind = contentKind<IndustryRecord>({
  name: "industries",
  label: "Industry",
  schema: IndustryRecord,
  fields: (Object.keys(INDUSTRY_FIELD_LABELS) as IndustryField[]).map((name) => ({
    name,
    label: INDUSTRY_FIELD_LABELS[name],
  })),
  keyOf: (record) => record.slug,
  withKey: (fields, key) => ({
    ...(fields as object),
    slug: key,
    name: INDUSTRIES.find((industry) => industry.slug === key)?.name,
  }),
  titleOf: (record) => record.name,
  read: readIndustries,
  write: (dir, records) =>
    writeInOrder(path.join(dir, INDUSTRIES_FILE), records, (record) => record.slug, INDUSTRY_LIST_ORDER),
  // Links in the sections get their new-tab attributes as they go live, so the record stays as written.
  clean: (record) => ({
    ...record,
    about: sanitizeRichText(record.about),
    sections: record.sections.map((section) => ({ ...section, detail: sanitizeRichText(section.detail) })),
  }),
  newKey: noNewItems("Industries"),
  async apply(tx, record) {
    const row = {
      slug: record.slug,
      position: INDUSTRY_LIST_ORDER.indexOf(record.slug),
      name: record.name,
      image: industryImage(record.slug),
      summary: record.summary,
      about: record.about,
    };
    await tx
      .insertInto("industries")
      .values(row)
      .onConflict((oc) => oc.column("slug").doUpdateSet(row))
      .execute();
    await tx.deleteFrom("industry_sections").where("industry_slug", "=", record.slug).execute();
    await tx
      .insertInto("industry_sections")
      .values(
        record.sections.map((section, position) => ({
          industry_slug: record.slug,
          position,
          name: section.name,
          detail: sanitizeRichText(section.detail, { linksInNewTab: true }),
        })),
      )
      .execute();
  },
  async withdraw(tx, key) {
    await tx.deleteFrom("industry_sections").where("industry_slug", "=", key).execute();
    await tx.deleteFrom("industries").where("slug", "=", key).execute();
  },
  publicPath: (record) => industryHref(record.slug),
  previewPath: (record) => `${industryHref(record.slug)}?preview=${record.slug}`,
  translations: { kind: "industries", keyOf: (record) => record.slug },
});
