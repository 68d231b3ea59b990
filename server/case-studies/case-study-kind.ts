import path from "node:path";
import { CASE_STUDY_SLUGS } from "#shared/case-studies/case-study-slugs.ts";
import { CASE_STUDY_FIELD_LABELS, type CaseStudyField } from "#shared/content-editing/case-study-form.ts";
import { topLevelPageHref } from "#shared/site/page-hrefs.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { noNewItems, writeInOrder } from "../content-editing/fixed-items.ts";
import { CASE_STUDIES_FILE, CaseStudyRecord, readCaseStudies } from "./content-files.ts";

/**
 * The case studies as editable content: content/case-studies/case-studies.json's records, live in
 * `case_studies`. Their addresses are pages of the route table, so the set is fixed and in the
 * route table's order; everything a story says is the editors'.
 */
export const caseStudyKind = contentKind<CaseStudyRecord>({
  name: "case-studies",
  label: "Case study",
  schema: CaseStudyRecord,
  fields: (Object.keys(CASE_STUDY_FIELD_LABELS) as CaseStudyField[]).map((name) => ({
    name,
    label: CASE_STUDY_FIELD_LABELS[name],
  })),
  keyOf: (record) => record.slug,
  withKey: (fields, key) => ({ ...(fields as object), slug: key }),
  titleOf: (record) => record.title,
  read: readCaseStudies,
  write: (dir, records) =>
    writeInOrder(path.join(dir, CASE_STUDIES_FILE), records, (record) => record.slug, CASE_STUDY_SLUGS),
  // Every field is plain text, drawn as text on the page and in the PDF: nothing to sanitise.
  clean: (record) => record,
  newKey: noNewItems("Case studies"),
  async apply(tx, record) {
    const row = {
      slug: record.slug,
      position: CASE_STUDY_SLUGS.indexOf(record.slug),
      listed: record.listed ? 1 : 0,
      title: record.title,
      summary: record.summary,
      customer: record.customer,
      industry: record.industry,
      challenge: JSON.stringify(record.challenge),
      solution: JSON.stringify(record.solution),
      outcome: JSON.stringify(record.outcome),
      figures: JSON.stringify(record.figures),
      related: JSON.stringify(record.related),
    };
    await tx
      .insertInto("case_studies")
      .values(row)
      .onConflict((oc) => oc.column("slug").doUpdateSet(row))
      .execute();
  },
  async withdraw(tx, key) {
    await tx.deleteFrom("case_studies").where("slug", "=", key).execute();
  },
  publicPath: (record) => topLevelPageHref(record.slug),
  previewPath: (record) => `${topLevelPageHref(record.slug)}?preview=${record.slug}`,
  translations: { kind: "case-studies", keyOf: (record) => record.slug },
});
