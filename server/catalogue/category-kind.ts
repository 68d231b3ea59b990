import fs from "node:fs";
import path from "node:path";
import type { Transaction } from "kysely";
import { finderHref } from "#shared/catalogue/finder-url.ts";
import { CATEGORY_FIELD_LABELS, type CategoryField } from "#shared/content-editing/category-form.ts";
import { FINDER_QUERY } from "#shared/site/page-query.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import { nextNumericKey } from "../content-editing/numeric-key.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { CATEGORIES_FILE, CategoryRecord, readCategories } from "./content-files.ts";

/** Whether live products or sub-categories still sit in a category: it cannot be taken down then. */
export async function categoryInUse(db: Db | Transaction<Database>, id: number): Promise<boolean> {
  const [product, child] = await Promise.all([
    db.selectFrom("products").select("id").where("category_id", "=", id).limit(1).executeTakeFirst(),
    db.selectFrom("categories").select("id").where("parent_id", "=", id).limit(1).executeTakeFirst(),
  ]);
  return product !== undefined || child !== undefined;
}

/**
 * Categories as editable content (decision 072): content/catalogue/categories.json's records, live
 * in `categories`, which the finder, the Products menu, the home page, search and the API read.
 */
export const categoryKind = contentKind<CategoryRecord>({
  name: "categories",
  label: "Category",
  schema: CategoryRecord,
  fields: (Object.keys(CATEGORY_FIELD_LABELS) as CategoryField[]).map((name) => ({
    name,
    label: CATEGORY_FIELD_LABELS[name],
  })),
  keyOf: (record) => String(record.id),
  withKey: (fields, key) => ({ ...(fields as object), id: Number(key) }),
  titleOf: (record) => record.name,
  read: readCategories,
  write(dir, records) {
    const file = path.join(dir, CATEGORIES_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // By id, as the file has always been kept: a group always comes before its categories.
    const ordered = [...records].sort((a, b) => a.id - b.id);
    fs.writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
  },
  // Every field is drawn as text or is an address: nothing to sanitise.
  clean: (record) => record,
  newKey: (tx, takenKeys) => nextNumericKey(tx, "categories", takenKeys),
  async apply(tx, record) {
    const row = {
      id: record.id,
      parent_id: record.parentId,
      name: record.name,
      slug: record.slug,
      summary: record.summary,
      image: record.image ?? null,
      sort_order: record.order ?? null,
      menu_label: record.menuLabel ?? null,
    };
    await tx
      .insertInto("categories")
      .values(row)
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },
  async withdraw(tx, key) {
    // The console refuses first, with a message; this keeps the products' category rows whole.
    if (await categoryInUse(tx, Number(key)))
      throw new Error(`category ${key} still holds products or categories`);
    await tx.deleteFrom("categories").where("id", "=", Number(key)).execute();
  },
  // The finder showing the category is its page (spec 2.5); its address is by id, so a new slug moves nothing.
  publicPath: (record) => finderHref({ catId: record.id }),
  previewPath: (record) => `${finderHref({ catId: record.id })}&${FINDER_QUERY.preview}=${record.id}`,
  // Edited by id, translated by slug: a new slug moves its translations all the same.
  translations: { kind: "categories", keyOf: (record) => record.slug },
});
