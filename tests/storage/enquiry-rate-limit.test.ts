import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimit, RATE_WINDOW_MS, REJECTED_PER_ACCEPTED } from "#server/enquiries/rate-limit.ts";
import { ENDPOINTS, postEnquiry, postEnquiryForm, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** The documented default of ENQUIRY_RATE_LIMIT, which these services keep. */
const LIMIT = 5;
const REJECTED_LIMIT = LIMIT * REJECTED_PER_ACCEPTED;
const THANK_YOU = "Thank you for your inquiry.";
const INVALID_BODY = { ...VALID_BODIES.contact, email: "not an address" };

let service: TestService;
let other: TestService;
beforeAll(async () => {
  // Loopback stands for the proxy whose X-Forwarded-For names each client.
  service = await startTestService({ TRUST_PROXY: "loopback" });
  // A second instance on the same database (PostgreSQL) or data folder (SQLite).
  other = await startTestService({
    TRUST_PROXY: "loopback",
    DATA_DIR: service.dataDir,
    ...(service.services.config.databaseUrl ? { DATABASE_URL: service.services.config.databaseUrl } : {}),
  });
});
afterAll(async () => {
  await other.stop();
  await service.stop();
});

const from = (address: string) => ({ "x-forwarded-for": address });

async function expectRetryAfter(response: Response) {
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual((2 * RATE_WINDOW_MS) / 1000);
}

describe("rate limit on enquiry POSTs", () => {
  it("answers 429 with Retry-After once a client passes the limit, counted across instances", async () => {
    const statuses = [];
    for (const instance of [service, other, service, other, service, other]) {
      const response = await postEnquiry(
        instance,
        ENDPOINTS.contact,
        VALID_BODIES.contact,
        from("203.0.113.7"),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        await expectRetryAfter(response);
        expect(await response.json()).toMatchObject({ statusCode: 429 });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("counts only accepted enquiries: five refused for their fields still leave five to send", async () => {
    const client = from("203.0.113.8");
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await postEnquiry(service, ENDPOINTS.contact, INVALID_BODY, client)).status);
    }
    for (let attempt = 0; attempt < LIMIT + 1; attempt++) {
      statuses.push((await postEnquiry(other, ENDPOINTS.contact, VALID_BODIES.contact, client)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 201, 201, 201, 201, 201, 429]);
  });

  it("refuses a client whose posts keep failing the checks, at a higher bound of its own", async () => {
    const client = from("203.0.113.9");
    for (let attempt = 0; attempt < REJECTED_LIMIT; attempt++) {
      const instance = attempt % 2 === 0 ? service : other;
      expect((await postEnquiry(instance, ENDPOINTS.contact, INVALID_BODY, client)).status).toBe(400);
    }
    const refused = await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact, client);
    expect(refused.status).toBe(429);
    await expectRetryAfter(refused);
  });

  it("lets no burst through at a window edge", async () => {
    const limit = createRateLimit(service.services.database.db, 3);
    const edge = Math.ceil(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
    const at = (offsetMs: number) => new Date(edge + offsetMs);
    const decisions = [];
    for (const offset of [-3000, -2000, -1000, 1000, RATE_WINDOW_MS / 2, RATE_WINDOW_MS]) {
      decisions.push((await limit.reserve("edge-test", at(offset))).allowed);
    }
    // Three just before the edge fill the limit; just after, they still weigh almost fully (the
    // refused one is not counted); half a window on they weigh 1.5, so one more fits; a window later
    // that one weighs 1.
    expect(decisions).toEqual([true, true, true, false, true, true]);
  });

  it("drops the counters of windows it no longer reads, so the table does not grow", async () => {
    const db = service.services.database.db;
    const now = Date.now();
    const window = (offset: number) =>
      new Date((Math.floor(now / RATE_WINDOW_MS) + offset) * RATE_WINDOW_MS).toISOString();
    await db
      .insertInto("enquiry_rate_limits")
      .values([
        { client_key: "prune-old", window_start: window(-2), hits: 1, rejected: 0 },
        { client_key: "prune-previous", window_start: window(-1), hits: 1, rejected: 0 },
      ])
      .execute();
    // A fresh limiter, as on a new instance: its first post of a window clears what is past.
    await createRateLimit(db, LIMIT).reserve("prune-test", new Date(now));
    const left = await db
      .selectFrom("enquiry_rate_limits")
      .select("client_key")
      .where("client_key", "like", "prune-%")
      .orderBy("client_key")
      .execute();
    expect(left.map((row) => row.client_key)).toEqual(["prune-previous", "prune-test"]);
  });

  it("counts each client on its own", async () => {
    const response = await postEnquiry(other, ENDPOINTS.sales, VALID_BODIES.sales, from("198.51.100.20"));
    expect(response.status).toBe(201);
  });
});

describe("rate limit on enquiry forms posted without JavaScript", () => {
  it("lets a visitor who corrected the form five times send it, and refuses the sixth enquiry", async () => {
    const client = from("192.0.2.30");
    for (let attempt = 0; attempt < 5; attempt++) {
      const invalid = await postEnquiryForm(service, "/contact-us", INVALID_BODY, client);
      expect(invalid.status).toBe(200);
      expect(await invalid.text()).toContain("Please enter a valid email address.");
    }
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const sent = await postEnquiryForm(other, "/contact-us", VALID_BODIES.contact, client);
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain(THANK_YOU);
    }
    const refused = await postEnquiryForm(service, "/contact-us", VALID_BODIES.contact, client);
    expect(refused.status).toBe(429);
    await expectRetryAfter(refused);
    expect(await refused.text()).toContain("Your enquiry was not sent");
  });

  it("refuses a visitor whose posts keep failing the checks, at the higher bound", async () => {
    const client = from("192.0.2.31");
    for (let attempt = 0; attempt < REJECTED_LIMIT; attempt++) {
      expect((await postEnquiryForm(service, "/contact-us", INVALID_BODY, client)).status).toBe(200);
    }
    const refused = await postEnquiryForm(other, "/contact-us", VALID_BODIES.contact, client);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Your enquiry was not sent");
  });
});
