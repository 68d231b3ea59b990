import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeLeadStatus } from "#server/staff/leads/actions.ts";
import { mergeLeads } from "#server/staff/leads/merge.ts";
import { erasePersonalData } from "#server/staff/leads/personal-data.ts";
import type { WebhookEndpoints } from "#server/webhooks/endpoints.ts";
import type { WebhookWorker } from "#server/webhooks/webhook-worker.ts";
import { type HubSpotPeer, startHubSpotPeer } from "../support/hubspot-peer.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";
import { WEBHOOK_ADMIN, webhookServices } from "../support/webhook-services.ts";

let store: LeadDatabase;
let hubspot: HubSpotPeer;
let endpoints: WebhookEndpoints;
let worker: WebhookWorker;
let removeAll: () => Promise<void>;
/** The worker's clock, moved on by the tests instead of waited for. */
let clock = new Date();
const RETRY_MS = 30_000;
const TOKEN = "pat-eu1-5f0c8e2a-1b2c-4d5e-8f90-123456789abc";
const admin = WEBHOOK_ADMIN;

beforeAll(async () => {
  store = await openLeadDatabase();
  hubspot = await startHubSpotPeer();
  ({ endpoints, worker, removeAll } = webhookServices(store, {
    hubspotApiUrl: hubspot.url,
    retryBaseMs: RETRY_MS,
    now: () => clock,
  }));
});
afterAll(async () => {
  await hubspot.stop();
  await store.close();
});

let endpointId: string;
beforeEach(async () => {
  await removeAll();
  hubspot.received.length = 0;
  clock = new Date();
  ({ id: endpointId } = await endpoints.addHubSpot({ token: TOKEN, description: "HubSpot" }, admin));
});

/** The contacts the peer was asked to upsert, one batch a request. */
const upserts = () =>
  hubspot.received
    .filter((request) => request.path === "/crm/v3/objects/contacts/batch/upsert")
    .map((request) => JSON.parse(request.body).inputs);

describe("the HubSpot push (issue 32, decision 118)", () => {
  it("upserts a new lead as a contact by its e-mail address, with the token as bearer", async () => {
    const reference = await storeLead(
      store.database,
      "product",
      { fname: "Gwen van der Harris" },
      { at: clock },
    );
    await worker.deliverDue();
    expect(hubspot.received).toHaveLength(1);
    const [request] = hubspot.received;
    expect(request?.method).toBe("POST");
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers).not.toHaveProperty("webhook-signature");
    expect(upserts()).toEqual([
      [
        {
          idProperty: "email",
          id: "gwen@example.com",
          properties: {
            email: "gwen@example.com",
            firstname: "Gwen van der",
            lastname: "Harris",
            company: "Harris Bakeries",
            phone: "01632 960 999",
            message: "Please send datasheets and a price list.",
            country: "United Kingdom",
            hs_lead_status: "NEW",
            lifecyclestage: "lead",
          },
        },
      ],
    ]);
    const endpoint = await endpoints.find(endpointId);
    expect(endpoint).toMatchObject({
      kind: "hubspot",
      url: hubspot.url,
      events: ["lead.created", "lead.updated"],
    });
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      event: "lead.created",
      reference,
      state: "delivered",
      attempts: 1,
      responseStatus: 200,
    });
  });

  it("pushes a status change as HubSpot's lead status, and leaves out what the lead lacks", async () => {
    const reference = await storeLead(
      store.database,
      "sales",
      { name: "Tomasz", country: "PL" },
      { at: clock },
    );
    await changeLeadStatus(store.database, { reference, to: "contacted", actorId: "kim", now: clock });
    await changeLeadStatus(store.database, { reference, to: "qualified", actorId: "kim", now: clock });
    await worker.deliverDue();
    const properties = upserts().map(([input]) => input.properties);
    // Each push reads the lead as it is when sent; the country is the one chosen, by name.
    expect(properties.map((sent) => sent.hs_lead_status)).toEqual(["OPEN_DEAL", "OPEN_DEAL", "OPEN_DEAL"]);
    expect(properties[0]).toMatchObject({ firstname: "Tomasz", company: "Nowak Paper Mills" });
    expect(properties[0]).not.toHaveProperty("lastname");
    expect(properties[0]).toMatchObject({ country: "Poland" });
    await changeLeadStatus(store.database, { reference, to: "not_a_fit", actorId: "kim", now: clock });
    await worker.deliverDue();
    expect(upserts().at(-1)?.[0].properties.hs_lead_status).toBe("UNQUALIFIED");
  });

  it("retries a push HubSpot refused with back-off, logs the failure, then delivers", async () => {
    hubspot.answerWith({ status: 500, body: { status: "error", category: "INTERNAL_ERROR" } });
    const reference = await storeLead(store.database, "contact", {}, { at: clock });
    await worker.deliverDue();
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      reference,
      state: "retrying",
      attempts: 1,
      responseStatus: 500,
      lastError: "HTTP 500 Internal Server Error: INTERNAL_ERROR",
      retryAt: new Date(clock.getTime() + RETRY_MS).toISOString(),
    });
    clock = new Date(clock.getTime() + RETRY_MS);
    await worker.deliverDue();
    expect(upserts()).toHaveLength(2);
    expect(upserts()[1]).toEqual(upserts()[0]);
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      state: "delivered",
      attempts: 2,
      responseStatus: 200,
      lastError: null,
    });
  });

  it("retries a rate limit and a refused token alike, naming HubSpot's category and nothing it quoted", async () => {
    hubspot.answerWith(
      {
        status: 429,
        body: { status: "error", message: "You have reached your secondly limit.", category: "RATE_LIMITS" },
      },
      {
        status: 401,
        body: { status: "error", message: `Bad token ${TOKEN}`, category: "INVALID_AUTHENTICATION" },
      },
      {
        status: 207,
        body: {
          status: "COMPLETE",
          results: [],
          errors: [{ category: "VALIDATION_ERROR", message: "gwen@example.com" }],
        },
      },
    );
    await storeLead(store.database, "contact", {}, { at: clock });
    const lastErrors: (string | null)[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      await worker.deliverDue();
      lastErrors.push((await endpoints.deliveries(endpointId))[0]?.lastError ?? null);
      clock = new Date(clock.getTime() + 8 * RETRY_MS);
    }
    expect(lastErrors).toEqual([
      "HTTP 429 Too Many Requests: RATE_LIMITS",
      "HTTP 401 Unauthorized: INVALID_AUTHENTICATION",
      "HTTP 207 Multi-Status: VALIDATION_ERROR",
      null,
    ]);
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({ state: "delivered", attempts: 4 });
  });

  it("checks the token with a test event that reads one contact", async () => {
    const endpoint = await endpoints.find(endpointId);
    if (!endpoint) throw new Error("endpoint not stored");
    await endpoints.sendTest(endpoint, admin, clock);
    await worker.deliverDue();
    expect(hubspot.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /crm/v3/objects/contacts?limit=1",
    ]);
    expect(hubspot.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect((await endpoints.deliveries(endpointId))[0]).toMatchObject({
      event: "webhook.test",
      state: "delivered",
      responseStatus: 200,
    });
  });

  it("does not push an erased or a merged lead, and logs why", async () => {
    const erased = await storeLead(
      store.database,
      "contact",
      { email: "jurgen.muller@example.de" },
      { at: clock },
    );
    const kept = await storeLead(store.database, "sales", {}, { at: clock });
    const duplicate = await storeLead(store.database, "sales", {}, { at: clock });
    await worker.deliverDue();
    expect(upserts()).toHaveLength(3);
    await erasePersonalData(store.database, {
      email: "jurgen.muller@example.de",
      erasedBy: "privacy@fenmoor.example",
      pseudonym: "erased:test",
      now: clock,
    });
    expect(
      await mergeLeads(store.database, { into: kept, from: duplicate, actorId: "kim", now: clock }),
    ).toEqual({
      ok: true,
    });
    hubspot.received.length = 0;
    await worker.deliverDue();
    const deliveries = await endpoints.deliveries(endpointId);
    const updateOf = (reference: string) =>
      deliveries.find((delivery) => delivery.reference === reference && delivery.event === "lead.updated");
    expect(updateOf(erased)).toMatchObject({
      state: "delivered",
      lastError: "skipped: erased",
      responseStatus: null,
    });
    expect(updateOf(duplicate)).toMatchObject({ state: "delivered", lastError: "skipped: merged" });
    // The lead the duplicate went into is still pushed; nothing of the erased one is.
    expect(JSON.stringify(hubspot.received)).not.toMatch(/jurgen/i);
    expect(upserts().every(([input]) => input.id === "t.nowak@example.com")).toBe(true);
  });
});
