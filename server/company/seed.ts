import type { Seeder } from "../db/seed.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { industryImage, readIndustries, readSpecialists } from "./content-files.ts";

/**
 * Replaces the industries and specialists with content/industries and content/company. These tables
 * hold nothing else, so rewriting them keeps removals in step. The company pages and teams are
 * editable kinds, seeded by the engine (decision 073).
 */
export const companySeeder: Seeder = {
  name: "company",
  async run({ tx, contentDir }) {
    await tx.deleteFrom("industry_sections").execute();
    await tx.deleteFrom("industries").execute();
    for (const [position, industry] of readIndustries(contentDir).entries()) {
      await tx
        .insertInto("industries")
        .values({
          slug: industry.slug,
          position,
          name: industry.name,
          image: industryImage(industry.slug),
          summary: industry.summary,
          about: sanitizeRichText(industry.about),
        })
        .execute();
      for (const [sectionPosition, section] of industry.sections.entries()) {
        await tx
          .insertInto("industry_sections")
          .values({
            industry_slug: industry.slug,
            position: sectionPosition,
            name: section.name,
            detail: sanitizeRichText(section.detail, { linksInNewTab: true }),
          })
          .execute();
      }
    }

    await tx.deleteFrom("specialists").execute();
    for (const [position, specialist] of readSpecialists(contentDir).entries()) {
      await tx
        .insertInto("specialists")
        .values({
          ...specialist,
          position,
          industries: JSON.stringify(specialist.industries),
          regions: JSON.stringify(specialist.regions),
        })
        .execute();
    }
  },
};
