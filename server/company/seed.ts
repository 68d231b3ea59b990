import type { Seeder } from "../db/seed.ts";
import { readSpecialists } from "./content-files.ts";

/**
 * Replaces the specialists with content/company/specialists.json. The table holds nothing else, so
 * rewriting it keeps removals in step. The company pages, teams (decision 073) and industries are
 * editable kinds, seeded by the engine.
 */
export const companySeeder: Seeder = {
  name: "company",
  async run({ tx, contentDir }) {
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
