import type { SeedContext, Seeder } from "../db/seed.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { pressReleasePdfPath, readNews, readPressReleases } from "./content-files.ts";

/** Makes the news and press-release tables equal to content/media/: upserts every item, drops removed ones. */
export const mediaSeeder: Seeder = {
  name: "media",
  async run({ tx, contentDir }) {
    const news = readNews(contentDir);
    for (const item of news) {
      const row = {
        id: item.id,
        name: item.name,
        date: item.date,
        image: item.image,
        description: sanitizeRichText(item.description),
      };
      await tx
        .insertInto("news_items")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
    await deleteAllBut(
      tx,
      "news_items",
      news.map((item) => item.id),
    );

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
async function deleteAllBut(tx: SeedContext["tx"], table: "news_items" | "press_releases", ids: number[]) {
  const query = tx.deleteFrom(table);
  await (ids.length > 0 ? query.where("id", "not in", ids) : query).execute();
}
