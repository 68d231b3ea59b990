/**
 * `npm run enquiries:purge [-- --dry-run]` deletes enquiries older than the privacy policy's
 * retention period; with --dry-run it only lists what it would delete.
 */
import { parseArgs } from "node:util";
import { ENQUIRY_RETENTION_YEARS, purgeExpiredEnquiries } from "../../server/enquiries/retention.ts";
import { exitWithUsage, openEnquiryDatabase } from "./database.ts";

let dryRun = false;
try {
  dryRun = parseArgs({ options: { "dry-run": { type: "boolean" } } }).values["dry-run"] ?? false;
} catch (error) {
  exitWithUsage((error as Error).message, "npm run enquiries:purge [-- --dry-run]");
}

const database = await openEnquiryDatabase();
try {
  const { cutoff, references } = await purgeExpiredEnquiries(database.db, { now: new Date(), dryRun });
  const verb = dryRun ? "would delete" : "deleted";
  console.log(
    `${verb} ${references.length} enquir${references.length === 1 ? "y" : "ies"} received before ${cutoff} (retention: ${ENQUIRY_RETENTION_YEARS} years)`,
  );
  for (const { reference, createdAt } of references) console.log(`${reference}\t${createdAt}`);
} finally {
  await database.close();
}
