import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_MS } from "#server/enquiries/leased-jobs.ts";
import { purgeExpiredEnquiries } from "#server/enquiries/retention.ts";
import { changeLeadStatus } from "#server/staff/leads/actions.ts";
import { erasePersonalData } from "#server/staff/leads/personal-data.ts";
import type { WebhookEndpoints } from "#server/webhooks/endpoints.ts";
import { WEBHOOK_MAX_ATTEMPTS, type WebhookWorker } from "#server/webhooks/webhook-worker.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";
import { WEBHOOK_ADMIN, webhookServices } from "../support/webhook-services.ts";

let store: LeadDatabase;
let receiver: WebhookReceiver;
let endpoints: WebhookEndpoints;
let worker: WebhookWorker;
let removeAll: () => Promise<void>;
/**
 * The worker's clock, moved on by the tests instead of waited for. Each test starts it at the real
 * time: a receiver refuses a signature whose timestamp is more than five minutes off its own clock.
 */
let clock = new Date();
const RETRY_MS = 30_000;
const admin = WEBHOOK_ADMIN;

beforeAll(async () => {
  store = await openLeadDatabase();
  receiver = await startWebhookReceiver();
  ({ endpoints, worker, removeAll } = webhookServices(store, {
    hubspotApiUrl: "https://api.hubapi.com",
    retryBaseMs: RETRY_MS,
    now: () => clock,
  }));
});
afterAll(async () => {
  await receiver.stop();
  await store.close();
});

let secret: string;
let endpointId: string;
beforeEach(async () => {
  await removeAll();
  receiver.received.length = 0;
  clock = new Date();
  const added = await endpoints.add(
    { url: receiver.url, description: "CRM sync", events: ["lead.created", "lead.updated"] },
    admin,
  );
  ({ secret, id: endpointId } = added);
  receiver.verifyWith(secret);
});

/** A lead sent now by the worker's clock. */
const sendLead = (type: "contact" | "sales", fields: Record<string, string> = {}, spam = false) =>
  storeLead(store.database, type, fields, { at: clock, spam });

const bodies = () => receiver.received.map((hook) => JSON.parse(hook.body));

describe("signed webhooks (issue 32)", () => {
  it("sends lead.created for a new lead, signed so that the Standard Webhooks library verifies it", async () => {
    const reference = await sendLead("contact", { company: "Müller Schaumtechnik GmbH" });
    await worker.deliverDue();
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook?.verified).toBe(true);
    expect(hook?.headers["webhook-id"]).toMatch(/^msg_/);
    expect(hook?.headers["webhook-timestamp"]).toBe(String(Math.floor(clock.getTime() / 1000)));
    expect(hook?.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(bodies()[0]).toMatchObject({
      type: "lead.created",
      data: { reference, form: "contact", status: "new", contact: { company: "Müller Schaumtechnik GmbH" } },
    });
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      event: "lead.created",
      reference,
      state: "delivered",
      attempts: 1,
      responseStatus: 204,
    });
  });

  it("sends nothing for spam, and nothing for an event the endpoint did not subscribe to", async () => {
    await sendLead("contact", {}, true);
    const other = await endpoints.add(
      { url: `${receiver.url}/created-only`, description: "Arrivals only", events: ["lead.created"] },
      admin,
    );
    const reference = await sendLead("sales");
    await changeLeadStatus(store.database, { reference, to: "contacted", actorId: "kim", now: clock });
    await worker.deliverDue();
    expect(bodies().map((body) => body.type)).toEqual(["lead.created", "lead.created", "lead.updated"]);
    expect((await endpoints.deliveries(other.id)).map((delivery) => delivery.event)).toEqual([
      "lead.created",
    ]);
  });

  it("retries a failing endpoint with back-off and logs each failure, then delivers", async () => {
    receiver.answerWith(500, 503);
    const reference = await sendLead("sales");
    await worker.deliverDue();
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      reference,
      state: "retrying",
      attempts: 1,
      responseStatus: 500,
      lastError: "HTTP 500 Internal Server Error",
      retryAt: new Date(clock.getTime() + RETRY_MS).toISOString(),
    });
    // Not due yet: nothing is sent again.
    await worker.deliverDue();
    expect(receiver.received).toHaveLength(1);
    clock = new Date(clock.getTime() + RETRY_MS);
    await worker.deliverDue();
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({ attempts: 2, responseStatus: 503 });
    clock = new Date(clock.getTime() + 2 * RETRY_MS);
    await worker.deliverDue();
    expect(receiver.received.map((hook) => hook.headers["webhook-id"])).toEqual(
      Array(3).fill(receiver.received[0]?.headers["webhook-id"]),
    );
    expect(receiver.received.every((hook) => hook.verified)).toBe(true);
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      state: "delivered",
      attempts: 3,
      responseStatus: 204,
      lastError: null,
    });
  });

  it("gives up after its last attempt, and logs why", async () => {
    receiver.answerWith(...Array(WEBHOOK_MAX_ATTEMPTS).fill(502));
    await sendLead("contact");
    for (let attempt = 0; attempt < WEBHOOK_MAX_ATTEMPTS + 2; attempt++) {
      await worker.deliverDue();
      clock = new Date(clock.getTime() + MAX_RETRY_DELAY_MS);
    }
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      state: "given-up",
      attempts: WEBHOOK_MAX_ATTEMPTS,
      lastError: "HTTP 502 Bad Gateway",
      retryAt: null,
    });
  });

  it("pauses an endpoint that answers 410 Gone, and sends a paused endpoint nothing", async () => {
    receiver.answerWith(410);
    await sendLead("contact");
    await worker.deliverDue();
    expect((await endpoints.find(endpointId))?.paused?.reason).toBe("The endpoint answered 410 Gone");
    await sendLead("contact");
    await worker.deliverDue();
    expect(receiver.received).toHaveLength(1);
    expect(await endpoints.deliveries(endpointId)).toHaveLength(1);
  });

  it("logs an endpoint that does not answer, and sends the test event to it when asked", async () => {
    const closed = await startWebhookReceiver();
    await closed.stop();
    const unreachable = await endpoints.add(
      { url: closed.url, description: "Gone away", events: ["lead.created"] },
      admin,
    );
    const endpoint = await endpoints.find(unreachable.id);
    if (!endpoint) throw new Error("endpoint not stored");
    await endpoints.sendTest(endpoint, admin, clock);
    await worker.deliverDue();
    expect((await endpoints.deliveries(unreachable.id))[0]).toMatchObject({
      event: "webhook.test",
      state: "retrying",
      responseStatus: null,
      lastError: expect.stringContaining("ECONNREFUSED"),
    });
  });

  it("tells the endpoint a lead was erased, with none of its personal data", async () => {
    const reference = await sendLead("contact", {
      email: "jurgen.muller@example.de",
      company: "Müller Schaumtechnik GmbH",
    });
    await worker.deliverDue();
    await erasePersonalData(store.database, {
      email: "jurgen.muller@example.de",
      erasedBy: "privacy@fenmoor.example",
      pseudonym: "erased:test",
      now: clock,
    });
    await worker.deliverDue();
    const erased = bodies().at(-1);
    expect(erased).toMatchObject({
      type: "lead.updated",
      data: { reference, status: "erased", erased: true },
    });
    expect(JSON.stringify(erased)).not.toMatch(/jurgen|Müller/i);
  });

  it("keeps no delivery of a lead the retention purge deleted", async () => {
    const old = await storeLead(store.database, "contact", {}, { at: new Date("2019-01-10T09:00:00Z") });
    await sendLead("contact");
    await purgeExpiredEnquiries(store.database.db, { now: clock, dryRun: false });
    expect((await endpoints.deliveries(endpointId)).map((delivery) => delivery.reference)).not.toContain(old);
    expect(await endpoints.deliveries(endpointId)).toHaveLength(1);
  });
});
