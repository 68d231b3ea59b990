/**
 * `npm run enquiries:purge [-- --dry-run]` deletes enquiries older than the privacy policy's
 * retention period, and staff audit entries older than theirs; with --dry-run it only lists what
 * it would delete.
 */
import { parseArgs } from "node:util";
import { ENQUIRY_RETENTION_YEARS, purgeExpiredEnquiries } from "#server/enquiries/retention.ts";
import { purgeExpiredAuditEntries } from "#server/staff/audit-log.ts";
import { AUDIT_RETENTION_YEARS } from "#shared/staff/audit-kinds.ts";
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
  const audit = await purgeExpiredAuditEntries(database.db, { now: new Date(), dryRun });
  console.log(
    `${verb} ${audit.count} staff audit entr${audit.count === 1 ? "y" : "ies"} before ${audit.cutoff} (retention: ${AUDIT_RETENTION_YEARS} years)`,
  );
} finally {
  await database.close();
}
