import pino from "pino";
import { createClientKeys } from "#server/enquiries/client-key.ts";
import { createAuditLog } from "#server/staff/audit-log.ts";
import { createWebhookEndpoints } from "#server/webhooks/endpoints.ts";
import { createWebhookWorker } from "#server/webhooks/webhook-worker.ts";
import type { LeadDatabase } from "./lead-database.ts";

/** The admin the storage tests add and remove endpoints as. */
export const WEBHOOK_ADMIN = { id: "admin-1", email: "ops@fenmoor.example", address: "127.0.0.1" };

/**
 * The webhook endpoints and a worker over a test's lead database, as the service wires them, the
 * worker on the test's clock; `hubspotApiUrl` is where HubSpot destinations point.
 */
export function webhookServices(
  store: LeadDatabase,
  options: { hubspotApiUrl: string; retryBaseMs: number; now: () => Date },
) {
  const audit = createAuditLog(store.database.db, createClientKeys(store.database.db));
  const endpoints = createWebhookEndpoints(store.database, audit, options.hubspotApiUrl);
  const worker = createWebhookWorker({
    database: store.database,
    logger: pino({ level: "silent" }),
    retryBaseMs: options.retryBaseMs,
    leaseMs: 60_000,
    onGone: (id, now) => endpoints.pauseAsGone(id, now),
    now: options.now,
  });
  /** Deletes every endpoint, with its deliveries: a test's fresh start. */
  async function removeAll(): Promise<void> {
    for (const endpoint of await endpoints.list()) await endpoints.remove(endpoint, WEBHOOK_ADMIN);
  }
  return { endpoints, worker, removeAll };
}
