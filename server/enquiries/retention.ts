import type { Db } from "../db/database.ts";

/** The privacy policy's retention period for enquiries (content/legal/privacy-policy.json, "Data retention"). */
export const ENQUIRY_RETENTION_YEARS = 6;

export type PurgeResult = { cutoff: string; references: { reference: string; createdAt: string }[] };

/** Enquiries received before this instant are past the retention period. */
function retentionCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ENQUIRY_RETENTION_YEARS);
  return cutoff.toISOString();
}

/** Deletes enquiries past the retention period with their mail jobs, webhook deliveries and sources; with `dryRun` only lists them. */
export async function purgeExpiredEnquiries(
  db: Db,
  options: { now: Date; dryRun: boolean },
): Promise<PurgeResult> {
  const cutoff = retentionCutoff(options.now);
  return db.transaction().execute(async (tx) => {
    const expired = await tx
      .selectFrom("enquiries")
      .select(["reference", "created_at"])
      .where("created_at", "<", cutoff)
      .orderBy("created_at")
      .execute();
    if (!options.dryRun && expired.length > 0) {
      const expiredReferences = tx
        .selectFrom("enquiries")
        .select("reference")
        .where("created_at", "<", cutoff);
      await tx.deleteFrom("enquiry_outbox").where("enquiry_reference", "in", expiredReferences).execute();
      await tx.deleteFrom("webhook_deliveries").where("enquiry_reference", "in", expiredReferences).execute();
      await tx.deleteFrom("enquiry_sources").where("reference", "in", expiredReferences).execute();
      await tx.deleteFrom("enquiries").where("created_at", "<", cutoff).execute();
    }
    return {
      cutoff,
      references: expired.map((row) => ({ reference: row.reference, createdAt: row.created_at })),
    };
  });
}
