import type { DatabaseHandle } from "../db/database.ts";

/**
 * better-auth turns a failed query into its own 500, or a failed session lookup into "nobody signed
 * in", and drops the driver's error. After such an answer one round trip brings that error back,
 * thrown, so the service's error handlers classify it (503 for an outage) instead of passing on a
 * 500 or a 401 that is an outage in disguise.
 */
export async function surfaceDatabaseOutage(database: DatabaseHandle): Promise<void> {
  await database.ping();
}
