import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimit, RATE_WINDOW_MS } from "../../server/enquiries/rate-limit.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
let other: TestService;
beforeAll(async () => {
  service = await startTestService({ ENQUIRY_RATE_LIMIT: "3", TRUST_PROXY: "true" });
  // A second instance on the same database (PostgreSQL) or data folder (SQLite).
  other = await startTestService({
    ENQUIRY_RATE_LIMIT: "3",
    TRUST_PROXY: "true",
    DATA_DIR: service.dataDir,
    ...(service.services.config.databaseUrl ? { DATABASE_URL: service.services.config.databaseUrl } : {}),
  });
});
afterAll(async () => {
  await other.stop();
  await service.stop();
});

const from = (address: string) => ({ "x-forwarded-for": address });

describe("rate limit on enquiry POSTs", () => {
  it("answers 429 with Retry-After once a client passes the limit, counted across instances", async () => {
    const statuses = [];
    for (const instance of [service, other, service, other]) {
      const response = await postEnquiry(
        instance,
        ENDPOINTS.contact,
        VALID_BODIES.contact,
        from("203.0.113.7"),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual((2 * RATE_WINDOW_MS) / 1000);
        expect(await response.json()).toMatchObject({ statusCode: 429 });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("lets no burst through at a window edge", async () => {
    const limit = createRateLimit(service.services.database.db, 3);
    const edge = Math.ceil(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
    const at = (offsetMs: number) => new Date(edge + offsetMs);
    const decisions = [];
    for (const offset of [-3000, -2000, -1000, 1000, RATE_WINDOW_MS / 2, RATE_WINDOW_MS]) {
      decisions.push((await limit.hit("edge-test", at(offset))).allowed);
    }
    // Three just before the edge fill the limit; just after, they still weigh almost fully; half a
    // window on they weigh 1.5 plus two hits since; a window later those two plus this one make three.
    expect(decisions).toEqual([true, true, true, false, false, true]);
  });

  it("counts each client on its own", async () => {
    const response = await postEnquiry(other, ENDPOINTS.sales, VALID_BODIES.sales, from("198.51.100.20"));
    expect(response.status).toBe(201);
  });
});
