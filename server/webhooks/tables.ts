import type { Generated } from "kysely";
import type { WebhookEndpointKind } from "#shared/staff/webhooks.ts";

/**
 * An address that is sent the lead events it subscribed to, signed with its own secret; or, for a
 * `hubspot` endpoint, HubSpot's API, pushed each lead as a contact (decision 118).
 */
export interface WebhookEndpointsTable {
  id: string;
  kind: Generated<WebhookEndpointKind>;
  /** The receiver's address; a HubSpot endpoint's is the API's base (`HUBSPOT_API_URL`). */
  url: string;
  /** What the endpoint is for, as the admin put it ("HubSpot sync"). */
  description: string;
  /**
   * The Standard Webhooks signing secret, `whsec_…`, shown to the admin once, when created; a
   * HubSpot endpoint's private app access token, which the admin gave and nothing shows again.
   */
  secret: string;
  /** JSON array of `WEBHOOK_EVENTS`. */
  events: string;
  /** Set while nothing is sent to it: by an admin, or when it answered 410 Gone. */
  paused_at: string | null;
  paused_reason: string | null;
  /** E-mail of the admin who added it. */
  created_by: string;
  created_at: string;
}

/** One event for one endpoint: the webhooks' outbox, with the mail outbox's lease columns. */
export interface WebhookDeliveriesTable {
  /** Also the `webhook-id` header, the same on every attempt, so the receiver can drop repeats. */
  id: string;
  endpoint_id: string;
  event_type: string;
  /** The lead it tells of; null for a test event. */
  enquiry_reference: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  /** When the endpoint answered 2xx. */
  sent_at: string | null;
  given_up_at: string | null;
  last_error: string | null;
  /** The HTTP status of the last answer; null when none came (refused, timed out). */
  response_status: number | null;
  created_at: string;
}
