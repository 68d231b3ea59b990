import type { SeedContext, Seeder } from "../db/seed.ts";
import { readCategories } from "./content-files.ts";

/**
 * Makes the category table equal to content/catalogue/categories.json: upserts every record and
 * removes the ones taken out of the file. Products are editable content, seeded by the engine
 * (server/content-editing/) after this, so each finds its category.
 */
export const catalogueSeeder: Seeder = {
  name: "catalogue",
  async run({ tx, contentDir }) {
    const categories = readCategories(contentDir);
    // Parents first, so the self-reference always points at an existing row.
    const ordered = [...categories].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
    for (const category of ordered) {
      const row = {
        id: category.id,
        parent_id: category.parentId,
        name: category.name,
        slug: category.slug,
        summary: category.summary,
      };
      await tx
        .insertInto("categories")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
    await deleteAllBut(
      tx,
      categories.map((category) => category.id),
    );
  },
};

async function deleteAllBut(tx: SeedContext["tx"], ids: number[]) {
  const query = tx.deleteFrom("categories");
  await (ids.length > 0 ? query.where("id", "not in", ids) : query).execute();
}
