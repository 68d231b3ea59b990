import { catalogueSeeder } from "../catalogue/seed.ts";
import { companySeeder } from "../company/seed.ts";
import { editableContentSeeder } from "../content-editing/seed.ts";
import { mediaSeeder } from "../media/seed.ts";
import type { Seeder } from "./seed.ts";

/** Each domain's seeder, in dependency order. */
export const seeders: Seeder[] = [catalogueSeeder, companySeeder, mediaSeeder, editableContentSeeder];
