import { randomUUID } from "node:crypto";
import type { WebhookEvent } from "#shared/staff/webhooks.ts";
import type { Db } from "../db/database.ts";

/** An endpoint's subscribed events, stored as a JSON array. */
export function subscribedEvents(stored: string): string[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((event) => typeof event === "string") : [];
}

/**
 * Queues `event` about a lead for every endpoint that subscribed to it and is not paused. `db` is
 * the transaction of the change it tells of, so the event goes out exactly when the change stands
 * (transactional outbox). The body is written when it is sent, from the lead as it is then.
 * Returns how many deliveries were queued.
 */
export async function queueWebhookEvent(
  db: Db,
  event: WebhookEvent,
  reference: string,
  now: Date,
): Promise<number> {
  const endpoints = await db
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("paused_at", "is", null)
    .execute();
  const subscribed = endpoints.filter((endpoint) => subscribedEvents(endpoint.events).includes(event));
  if (subscribed.length === 0) return 0;
  const at = now.toISOString();
  await db
    .insertInto("webhook_deliveries")
    .values(
      subscribed.map((endpoint) => ({
        id: `msg_${randomUUID()}`,
        endpoint_id: endpoint.id,
        event_type: event,
        enquiry_reference: reference,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
  return subscribed.length;
}
