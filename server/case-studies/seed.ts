import type { Seeder } from "../db/seed.ts";
import { readCaseStudies } from "./content-files.ts";

/** Replaces the case studies with content/case-studies; the table holds nothing else. */
export const caseStudiesSeeder: Seeder = {
  name: "case-studies",
  async run({ tx, contentDir }) {
    await tx.deleteFrom("case_studies").execute();
    for (const [position, study] of readCaseStudies(contentDir).entries()) {
      await tx
        .insertInto("case_studies")
        .values({
          slug: study.slug,
          position,
          listed: study.listed ? 1 : 0,
          title: study.title,
          summary: study.summary,
          customer: study.customer,
          industry: study.industry,
          challenge: JSON.stringify(study.challenge),
          solution: JSON.stringify(study.solution),
          outcome: JSON.stringify(study.outcome),
          figures: JSON.stringify(study.figures),
          related: JSON.stringify(study.related),
        })
        .execute();
    }
  },
};
