import { companySeeder } from "../company/seed.ts";
import { contentRedirectsSeeder } from "../content-editing/redirect-file.ts";
import { editableContentSeeder } from "../content-editing/seed.ts";
import { CONTENT_KINDS } from "../services.ts";
import { replyTemplatesSeeder } from "../staff/leads/reply-templates.ts";
import { responseTargetSeeder } from "../staff/leads/response-clock.ts";
import { translationSeeder } from "../translations/seed.ts";
import type { Seeder } from "./seed.ts";

/** Each domain's seeder, in dependency order. */
export const seeders: Seeder[] = [
  companySeeder,
  editableContentSeeder(CONTENT_KINDS),
  contentRedirectsSeeder,
  translationSeeder,
  replyTemplatesSeeder,
  responseTargetSeeder,
];
