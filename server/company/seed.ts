import type { Seeder } from "../db/seed.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { CMS_PAGE_FIELDS, CMS_RICH_TEXT_FIELDS, type CmsPageContent } from "./company.ts";
import { readCmsPages, readSpecialists, readTeams } from "./content-files.ts";

function pageContent(fields: Partial<CmsPageContent>): CmsPageContent {
  const content = Object.fromEntries(
    CMS_PAGE_FIELDS.map((field) => [field, fields[field] ?? ""]),
  ) as CmsPageContent;
  for (const field of CMS_RICH_TEXT_FIELDS) content[field] = sanitizeRichText(content[field]);
  return content;
}

/**
 * Replaces the company pages, teams and specialists with content/company and content/teams (the
 * industries are editable content, seeded by the engine). These tables hold nothing else, so
 * rewriting them keeps removals in step.
 */
export const companySeeder: Seeder = {
  name: "company",
  async run({ tx, contentDir }) {
    await tx.deleteFrom("cms_pages").execute();
    for (const page of readCmsPages(contentDir)) {
      await tx
        .insertInto("cms_pages")
        .values({ slug: page.slug, title: page.title, content: JSON.stringify(pageContent(page.content)) })
        .execute();
    }

    await tx.deleteFrom("team_members").execute();
    for (const { kind, members } of readTeams(contentDir)) {
      for (const [position, member] of members.entries()) {
        await tx
          .insertInto("team_members")
          .values({ kind, position, ...member, description: sanitizeRichText(member.description) })
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
