import fs from "node:fs";
import path from "node:path";
import {
  PRESS_RELEASE_FIELD_LABELS,
  type PressReleaseField,
} from "#shared/content-editing/press-release-form.ts";
import { newestFirst } from "#shared/media/newest-first.ts";
import { PRESS_RELEASES_PATH, pressReleaseLookupHref } from "#shared/site/page-hrefs.ts";
import { PRESS_RELEASE_QUERY } from "#shared/site/page-query.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { nextNumericKey } from "../content-editing/numeric-key.ts";
import {
  PRESS_RELEASES_FILE,
  PressReleaseRecord,
  pressReleaseFile,
  readPressReleases,
} from "./content-files.ts";

/**
 * Press releases as editable content (decision 070): content/media/press-releases.json's records,
 * live in `press_releases`, each linking its uploaded PDF or the one the build printed from its text.
 */
export const pressReleaseKind = contentKind<PressReleaseRecord>({
  name: "press-releases",
  label: "Press release",
  schema: PressReleaseRecord,
  fields: (Object.keys(PRESS_RELEASE_FIELD_LABELS) as PressReleaseField[]).map((name) => ({
    name,
    label: PRESS_RELEASE_FIELD_LABELS[name],
  })),
  keyOf: (record) => String(record.id),
  withKey: (fields, key) => ({ ...(fields as object), id: Number(key) }),
  titleOf: (record) => record.name,
  read: readPressReleases,
  write(dir, records) {
    const file = path.join(dir, PRESS_RELEASES_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Newest first, as the file has always been kept.
    const ordered = [...records].sort(newestFirst);
    fs.writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
  },
  // Title and date are drawn as text, the PDF is a file: nothing to sanitise.
  clean: (record) => record,
  newKey: (tx, takenKeys) => nextNumericKey(tx, "press_releases", takenKeys),
  async apply(tx, record) {
    const row = { id: record.id, name: record.name, date: record.date, pdf_name: pressReleaseFile(record) };
    await tx
      .insertInto("press_releases")
      .values(row)
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },
  async withdraw(tx, key) {
    await tx.deleteFrom("press_releases").where("id", "=", Number(key)).execute();
  },
  // A release has no page of its own (spec 2.9): its address finds the year's list holding it.
  publicPath: (record) => pressReleaseLookupHref(record.id),
  previewPath: (record) => `${PRESS_RELEASES_PATH}?${PRESS_RELEASE_QUERY.preview}=${record.id}`,
});
