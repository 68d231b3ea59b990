import fs from "node:fs";
import path from "node:path";
import { HOME_FIELD_LABELS, type HomeField } from "#shared/content-editing/home-form.ts";
import { HOME_KEY } from "#shared/home/home-banner.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { contentJson, noNewItems } from "../content-editing/fixed-items.ts";
import { HOME_FILE, HomeRecord, readHome } from "./content-files.ts";

/** The home page's banner slides and counters as one editable item: content/home/home.json, live in `home_page`. */
export const homeKind = contentKind<HomeRecord>({
  name: "home",
  label: "Home page",
  schema: HomeRecord,
  fields: (Object.keys(HOME_FIELD_LABELS) as HomeField[]).map((name) => ({
    name,
    label: HOME_FIELD_LABELS[name],
  })),
  keyOf: () => HOME_KEY,
  withKey: (fields) => fields,
  titleOf: () => "Home page",
  read: readHome,
  write(dir, records) {
    const [record] = records;
    if (!record) return;
    const file = path.join(dir, HOME_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contentJson(record));
  },
  // Every field is plain text, drawn as text: nothing to sanitise.
  clean: (record) => record,
  newKey: noNewItems("The home page"),
  async apply(tx, record) {
    const row = {
      key: HOME_KEY,
      slides: JSON.stringify(record.slides),
      counters: JSON.stringify(record.counters),
    };
    await tx
      .insertInto("home_page")
      .values(row)
      .onConflict((oc) => oc.column("key").doUpdateSet(row))
      .execute();
  },
  async withdraw(tx) {
    await tx.deleteFrom("home_page").where("key", "=", HOME_KEY).execute();
  },
  publicPath: () => "/",
  previewPath: () => `/?preview=${HOME_KEY}`,
  translations: { kind: "home", keyOf: () => HOME_KEY },
});
