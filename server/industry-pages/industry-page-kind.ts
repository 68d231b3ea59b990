import path from "node:path";
import type { Transaction } from "kysely";
import {
  INDUSTRY_PAGE_FIELD_LABELS,
  type IndustryPageField,
} from "#shared/content-editing/industry-page-form.ts";
import { INDUSTRY_PAGE_SLUGS } from "#shared/industries/industry-page-slugs.ts";
import { topLevelPageHref } from "#shared/site/page-hrefs.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { noNewItems, writeInOrder } from "../content-editing/fixed-items.ts";
import type { Database } from "../db/schema.ts";
import { INDUSTRY_PAGES_FILE, IndustryPageRecord, readIndustryPages } from "./content-files.ts";

async function withdrawPage(tx: Transaction<Database>, slug: string) {
  await tx.deleteFrom("industry_page_rows").where("page_slug", "=", slug).execute();
  await tx.deleteFrom("industry_page_sections").where("page_slug", "=", slug).execute();
  await tx.deleteFrom("industry_pages").where("slug", "=", slug).execute();
}

/**
 * The nine static industry pages and their product tables as editable content:
 * content/industries/industry-pages.json's records, live in `industry_pages`, `industry_page_sections`
 * and `industry_page_rows`. The pages are the route table's, so none is created or renamed.
 */
export const industryPageKind = contentKind<IndustryPageRecord>({
  name: "industry-pages",
  label: "Industry page",
  schema: IndustryPageRecord,
  fields: (Object.keys(INDUSTRY_PAGE_FIELD_LABELS) as IndustryPageField[]).map((name) => ({
    name,
    label: INDUSTRY_PAGE_FIELD_LABELS[name],
  })),
  keyOf: (record) => record.slug,
  withKey: (fields, key) => ({ ...(fields as object), slug: key }),
  titleOf: (record) => record.name,
  read: readIndustryPages,
  write: (dir, records) =>
    writeInOrder(path.join(dir, INDUSTRY_PAGES_FILE), records, (record) => record.slug, INDUSTRY_PAGE_SLUGS),
  // Every field is plain text, drawn as text on the page: nothing to sanitise.
  clean: (record) => record,
  newKey: noNewItems("Industry pages"),
  async apply(tx, record) {
    // Replaced whole: its sections and rows are numbered by their places, which an edit moves.
    await withdrawPage(tx, record.slug);
    await tx
      .insertInto("industry_pages")
      .values({
        slug: record.slug,
        name: record.name,
        industry: record.industry,
        summary: record.summary,
        about: JSON.stringify(record.about),
      })
      .execute();
    for (const [sectionPosition, section] of record.sections.entries()) {
      await tx
        .insertInto("industry_page_sections")
        .values({
          page_slug: record.slug,
          position: sectionPosition,
          name: section.name,
          intro: section.intro,
        })
        .execute();
      await tx
        .insertInto("industry_page_rows")
        .values(
          section.rows.map((row, position) => ({
            page_slug: record.slug,
            section_position: sectionPosition,
            position,
            product: row.product,
            chemical_type: row.product === null ? null : row.chemicalType,
            activity_percent: row.product === null ? null : row.activity,
            application_area: row.product === null ? null : row.applicationArea,
          })),
        )
        .execute();
    }
  },
  withdraw: withdrawPage,
  publicPath: (record) => topLevelPageHref(record.slug),
  previewPath: (record) => `${topLevelPageHref(record.slug)}?preview=${record.slug}`,
  translations: { kind: "industry-pages", keyOf: (record) => record.slug },
});
