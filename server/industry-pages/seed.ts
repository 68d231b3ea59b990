import type { Seeder } from "../db/seed.ts";
import { readIndustryPages } from "./content-files.ts";

/** Replaces the static industry pages and their product tables with content/industries/industry-pages.json. */
export const industryPagesSeeder: Seeder = {
  name: "industry-pages",
  async run({ tx, contentDir }) {
    await tx.deleteFrom("industry_page_rows").execute();
    await tx.deleteFrom("industry_page_sections").execute();
    await tx.deleteFrom("industry_pages").execute();
    for (const page of readIndustryPages(contentDir)) {
      await tx
        .insertInto("industry_pages")
        .values({
          slug: page.slug,
          name: page.name,
          industry: page.industry,
          summary: page.summary,
          about: JSON.stringify(page.about),
        })
        .execute();
      for (const [sectionPosition, section] of page.sections.entries()) {
        await tx
          .insertInto("industry_page_sections")
          .values({
            page_slug: page.slug,
            position: sectionPosition,
            name: section.name,
            intro: section.intro,
          })
          .execute();
        const rows = section.rows.map((row, position) => ({
          page_slug: page.slug,
          section_position: sectionPosition,
          position,
          product: row.product,
          chemical_type: row.product === null ? null : row.chemicalType,
          activity_percent: row.product === null ? null : row.activity,
          application_area: row.product === null ? null : row.applicationArea,
        }));
        await tx.insertInto("industry_page_rows").values(rows).execute();
      }
    }
  },
};
