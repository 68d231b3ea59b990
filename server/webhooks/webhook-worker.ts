import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import { Webhook } from "standardwebhooks";
import type { WebhookEndpointKind } from "#shared/staff/webhooks.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { createJobRounds } from "../enquiries/job-rounds.ts";
import { createLeasedJobs, type LeasedJob, type OutboxOptions } from "../enquiries/leased-jobs.ts";
import { eventBody, type QueuedEvent } from "./event-body.ts";
import { type HubSpotCall, hubspotCall, hubspotFailure } from "./hubspot-contact.ts";

/** Attempts before a delivery is given up: with the mails' back-off, about ten hours of retries. */
export const WEBHOOK_MAX_ATTEMPTS = 16;

/** Idle workers look for due retries (and events queued on another instance) this often at most. */
const MAX_POLL_MS = 5_000;

/** An endpoint has this long to answer, at most; a quarter of the lease, whichever is shorter. */
const MAX_TIMEOUT_MS = 10_000;

export type WebhookWorkerOptions = OutboxOptions & {
  database: DatabaseHandle;
  logger: Logger;
  /** An endpoint answered 410 Gone: pause it. */
  onGone(endpointId: string, now: Date): Promise<void>;
  /** The clock; a test drives it instead of waiting. */
  now?: () => Date;
};

type Outcome =
  | { ok: true; status: number }
  /** `status`: the answer's, or null when none came; `gone`: the endpoint wants nothing more. */
  | { ok: false; status: number | null; reason: string; gone: boolean };

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const name = (error as { name?: string }).name;
  if (name === "TimeoutError") return "no answer in time";
  return [cause?.code, cause?.message ?? (error as Error).message].filter(Boolean).join(" ");
}

/**
 * Delivers the webhook outbox (decision 114): one delivery at a time under a lease, as the mail
 * worker sends mails, signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`: HMAC-SHA256 over id, timestamp and body with the endpoint's secret).
 * A 2xx answer is a delivery; anything else is retried with doubling delays, up to
 * `WEBHOOK_MAX_ATTEMPTS`; 410 Gone pauses the endpoint. Redirects are not followed. A HubSpot
 * endpoint is instead pushed the lead as a contact with its token (decision 118), on the same terms.
 */
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const { database, logger } = options;
  const now = options.now ?? (() => new Date());
  const jobs = createLeasedJobs(database, "webhook_deliveries", options);
  const owner = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const timeoutMs = Math.min(MAX_TIMEOUT_MS, Math.floor(options.leaseMs / 4));

  /** One request; `explain` may add to a failure's reason from the answer's body (HubSpot's). */
  async function send(
    url: string,
    request: { method: string; headers: Record<string, string>; body?: string },
    explain?: (response: Response) => Promise<string | undefined>,
  ): Promise<Outcome> {
    try {
      const response = await fetch(url, {
        ...request,
        headers: { "user-agent": "Fenmoor-Webhooks/1", ...request.headers },
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const failure = explain ? await explain(response) : undefined;
      if (!response.bodyUsed) await response.body?.cancel();
      if (response.ok && failure === undefined) return { ok: true, status: response.status };
      const reason = [`HTTP ${response.status} ${response.statusText}`.trim(), failure]
        .filter(Boolean)
        .join(": ");
      return { ok: false, status: response.status, reason, gone: response.status === 410 };
    } catch (error) {
      return { ok: false, status: null, reason: networkReason(error), gone: false };
    }
  }

  function post(url: string, secret: string, id: string, body: string): Promise<Outcome> {
    const at = now();
    const headers = {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(id, at, body),
    };
    return send(url, { method: "POST", headers, body });
  }

  /** A call to HubSpot's API with the destination's private app token (decision 118). */
  function callHubSpot(base: string, token: string, call: HubSpotCall): Promise<Outcome> {
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    return send(`${base}${call.path}`, { method: call.method, headers, body: call.body }, hubspotFailure);
  }

  /** Sends the event the endpoint's way; undefined when its lead no longer exists. */
  async function attempt(
    endpoint: { kind: WebhookEndpointKind; url: string; secret: string },
    event: QueuedEvent & { id: string },
  ): Promise<Outcome | { skipped: string } | undefined> {
    if (endpoint.kind === "hubspot") {
      const call = await hubspotCall(database, event);
      return call && "path" in call ? callHubSpot(endpoint.url, endpoint.secret, call) : call;
    }
    const body = await eventBody(database, event);
    return body === undefined ? undefined : post(endpoint.url, endpoint.secret, event.id, body);
  }

  async function deliver(job: LeasedJob): Promise<void> {
    const row = await database.db
      .selectFrom("webhook_deliveries as d")
      .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
      .select(["d.event_type", "d.enquiry_reference", "d.created_at", "e.id as endpoint_id", "e.url"])
      .select(["e.kind", "e.secret", "e.paused_at"])
      .where("d.id", "=", job.id)
      .executeTakeFirst();
    if (!row) return;
    if (row.paused_at) {
      await jobs.giveUp(job, owner, "not sent: the endpoint is paused", now());
      return;
    }
    const outcome = await attempt(row, {
      id: job.id,
      type: row.event_type,
      reference: row.enquiry_reference,
      queuedAt: row.created_at,
    });
    if (!outcome) {
      await jobs.giveUp(job, owner, "not sent: the lead no longer exists", now());
      return;
    }
    if ("skipped" in outcome) {
      // Nothing of the lead is left to send: done, saying why nothing went (decision 118).
      await jobs.markSent(job, now(), outcome.skipped);
      return;
    }
    await database.db
      .updateTable("webhook_deliveries")
      .set({ response_status: outcome.status })
      .where("id", "=", job.id)
      .execute();
    const log = {
      delivery: job.id,
      endpoint: row.endpoint_id,
      event: row.event_type,
      attempt: job.attempts + 1,
    };
    if (outcome.ok) {
      await jobs.markSent(job, now());
      logger.info(log, "webhook delivered");
    } else if (outcome.gone || job.attempts + 1 >= WEBHOOK_MAX_ATTEMPTS) {
      await jobs.giveUp(job, owner, outcome.reason, now());
      if (outcome.gone) await options.onGone(row.endpoint_id, now());
      logger.warn({ ...log, reason: outcome.reason }, "webhook not delivered; not retried");
    } else {
      const next = await jobs.markFailed(job, owner, outcome.reason, now());
      logger.warn(
        { ...log, reason: outcome.reason, retryAt: next.toISOString() },
        "webhook not delivered; will retry",
      );
    }
  }

  /** Delivers every delivery due now, one at a time, while `going` says so. */
  async function deliverDue(going: () => boolean = () => true): Promise<void> {
    while (going()) {
      const job = await jobs.claim(owner, now());
      if (!job) return;
      await deliver(job);
    }
  }

  const rounds = createJobRounds({
    pollMs: Math.min(options.retryBaseMs, MAX_POLL_MS),
    round: () => deliverDue(rounds.isRunning),
    onError: (error) => logger.error({ err: error }, "webhook round failed"),
  });

  return {
    deliverDue,
    start: rounds.start,
    /** An event was committed: deliver it now rather than at the next poll. */
    nudge: rounds.kick,
    /** Finishes the delivery under way, then stops; call before the database closes. */
    stop: rounds.stop,
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
