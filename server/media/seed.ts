import type { SeedContext, Seeder } from "../db/seed.ts";
import { pressReleasePdfPath, readPressReleases } from "./content-files.ts";

/**
 * Makes the press-release table equal to content/media/press-releases.json: upserts every item,
 * drops removed ones. News items are editable content, seeded by the engine (server/content-editing/).
 */
export const mediaSeeder: Seeder = {
  name: "media",
  async run({ tx, contentDir }) {
    const releases = readPressReleases(contentDir);
    for (const release of releases) {
      const row = {
        id: release.id,
        name: release.name,
        date: release.date,
        pdf_name: pressReleasePdfPath(release.slug),
      };
      await tx
        .insertInto("press_releases")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
    await deleteAllBut(
      tx,
      "press_releases",
      releases.map((release) => release.id),
    );
  },
};

/** Removes the rows whose items were taken out of the content files. */
async function deleteAllBut(tx: SeedContext["tx"], table: "press_releases", ids: number[]) {
  const query = tx.deleteFrom(table);
  await (ids.length > 0 ? query.where("id", "not in", ids) : query).execute();
}
