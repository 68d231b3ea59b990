import { randomBytes, randomUUID } from "node:crypto";
import type { AuditKind } from "#shared/staff/audit-kinds.ts";
import {
  type HubSpotDestinationInput,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryState,
  type WebhookEndpointInput,
  type WebhookEndpointKind,
  type WebhookEvent,
} from "#shared/staff/webhooks.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { AuditLog } from "../staff/audit-log.ts";
import { subscribedEvents } from "./event-queue.ts";

/** Who acted, as the audit log records it. */
export type WebhookActor = { id: string; email: string; address: string };

export type WebhookEndpoint = {
  id: string;
  kind: WebhookEndpointKind;
  url: string;
  description: string;
  events: WebhookEvent[];
  /** When and why nothing is sent to it; null while it is active. */
  paused: { at: string; reason: string } | null;
  createdBy: string;
  createdAt: string;
};

export type WebhookDelivery = {
  id: string;
  event: string;
  reference: string | null;
  createdAt: string;
  state: WebhookDeliveryState;
  /** Requests made so far, the successful one included. */
  attempts: number;
  /** The last answer's HTTP status; null when none came. */
  responseStatus: number | null;
  lastError: string | null;
  sentAt: string | null;
  /** When it is tried again, while it is retried. */
  retryAt: string | null;
};

/** The deliveries an endpoint's page lists, newest first. */
const DELIVERY_LOG_SIZE = 50;

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64 (192 bits). */
function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

type EndpointRow = {
  id: string;
  kind: WebhookEndpointKind;
  url: string;
  description: string;
  events: string;
  paused_at: string | null;
  paused_reason: string | null;
  created_by: string;
  created_at: string;
};

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    description: row.description,
    events: subscribedEvents(row.events) as WebhookEvent[],
    paused: row.paused_at ? { at: row.paused_at, reason: row.paused_reason ?? "" } : null,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

function deliveryState(row: { sent_at: string | null; given_up_at: string | null; attempts: number }) {
  if (row.sent_at) return "delivered";
  if (row.given_up_at) return "given-up";
  return Number(row.attempts) > 0 ? "retrying" : "waiting";
}

/**
 * The webhook endpoints admins register (decision 114) and their delivery logs. Every change is on
 * the audit log; the signing secret is handed out once, by `add`, and never read back to a page,
 * nor is a HubSpot destination's token (decision 118), which goes to `hubspotApiUrl`.
 */
export function createWebhookEndpoints(database: DatabaseHandle, audit: AuditLog, hubspotApiUrl: string) {
  const { db } = database;
  const columns = [
    "id",
    "kind",
    "url",
    "description",
    "events",
    "paused_at",
    "paused_reason",
    "created_by",
    "created_at",
  ] as const;

  const record = (kind: AuditKind, actor: WebhookActor, endpoint: { id: string; url: string }) =>
    audit.record({
      kind,
      actor: { id: actor.id, email: actor.email },
      subject: endpoint.url,
      address: actor.address,
      detail: { endpoint: endpoint.id },
    });

  async function find(id: string): Promise<WebhookEndpoint | undefined> {
    const row = await db
      .selectFrom("webhook_endpoints")
      .select(columns)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toEndpoint(row) : undefined;
  }

  async function setPaused(id: string, paused: { at: string; reason: string } | null) {
    await db
      .updateTable("webhook_endpoints")
      .set({ paused_at: paused?.at ?? null, paused_reason: paused?.reason ?? null })
      .where("id", "=", id)
      .execute();
  }

  async function insert(
    values: { kind: WebhookEndpointKind; url: string; secret: string } & WebhookEndpointInput,
    actor: WebhookActor,
    now: Date,
  ): Promise<string> {
    const { events, ...endpoint } = { id: randomUUID(), ...values };
    await db
      .insertInto("webhook_endpoints")
      .values({
        ...endpoint,
        events: JSON.stringify(events),
        paused_at: null,
        paused_reason: null,
        created_by: actor.email,
        created_at: now.toISOString(),
      })
      .execute();
    // The audit entry names the endpoint by id and address: never its secret or token.
    await record("webhook-added", actor, { id: endpoint.id, url: endpoint.url });
    return endpoint.id;
  }

  return {
    find,

    /** Adds an endpoint; the answer holds its secret, which nothing shows again. */
    async add(input: WebhookEndpointInput, actor: WebhookActor, now = new Date()) {
      const secret = newSecret();
      const id = await insert({ ...input, kind: "standard-webhooks", secret }, actor, now);
      return { id, secret };
    },

    /** Adds a HubSpot destination, sent both lead events; its token is kept for sending only. */
    async addHubSpot(input: HubSpotDestinationInput, actor: WebhookActor, now = new Date()) {
      const values = { kind: "hubspot", url: hubspotApiUrl, secret: input.token } as const;
      const id = await insert(
        { ...values, description: input.description, events: [...WEBHOOK_EVENTS] },
        actor,
        now,
      );
      return { id, url: hubspotApiUrl };
    },

    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db.selectFrom("webhook_endpoints").select(columns).orderBy("created_at").execute();
      return rows.map(toEndpoint);
    },

    /** Stops sending to an endpoint: what is queued for it is not sent. */
    async pause(endpoint: WebhookEndpoint, actor: WebhookActor, now = new Date()): Promise<void> {
      await setPaused(endpoint.id, { at: now.toISOString(), reason: `Paused by ${actor.email}` });
      await record("webhook-paused", actor, endpoint);
    },

    /** An endpoint that answered 410 Gone asked for nothing more to be sent (Standard Webhooks). */
    async pauseAsGone(id: string, now: Date): Promise<void> {
      await setPaused(id, { at: now.toISOString(), reason: "The endpoint answered 410 Gone" });
    },

    async resume(endpoint: WebhookEndpoint, actor: WebhookActor): Promise<void> {
      await setPaused(endpoint.id, null);
      await record("webhook-resumed", actor, endpoint);
    },

    /** Deletes an endpoint with its delivery log. */
    async remove(endpoint: WebhookEndpoint, actor: WebhookActor): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom("webhook_deliveries").where("endpoint_id", "=", endpoint.id).execute();
        await tx.deleteFrom("webhook_endpoints").where("id", "=", endpoint.id).execute();
      });
      await record("webhook-deleted", actor, endpoint);
    },

    /** Queues a `webhook.test` event for this endpoint alone, paused or not subscribed as it may be. */
    async sendTest(endpoint: WebhookEndpoint, actor: WebhookActor, now = new Date()): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto("webhook_deliveries")
        .values({
          id: `msg_${randomUUID()}`,
          endpoint_id: endpoint.id,
          event_type: WEBHOOK_TEST_EVENT,
          enquiry_reference: null,
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
      await record("webhook-test-sent", actor, endpoint);
    },

    /** The endpoint's latest deliveries, newest first. */
    async deliveries(endpointId: string): Promise<WebhookDelivery[]> {
      const rows = await db
        .selectFrom("webhook_deliveries")
        .selectAll()
        .where("endpoint_id", "=", endpointId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(DELIVERY_LOG_SIZE)
        .execute();
      return rows.map((row) => {
        const state = deliveryState(row);
        return {
          id: row.id,
          event: row.event_type,
          reference: row.enquiry_reference,
          createdAt: row.created_at,
          state,
          // The outbox counts failed attempts; a delivery is one more.
          attempts: Number(row.attempts) + (row.sent_at ? 1 : 0),
          responseStatus: row.response_status === null ? null : Number(row.response_status),
          lastError: row.last_error,
          sentAt: row.sent_at,
          retryAt: state === "retrying" ? row.next_attempt_at : null,
        };
      });
    },
  };
}

export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>;
