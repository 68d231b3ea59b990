import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientKeys } from "#server/enquiries/client-key.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** The documented default of ENQUIRY_RATE_LIMIT, which these services keep. */
const LIMIT = 5;

const from = (forwardedFor: string) => ({ "x-forwarded-for": forwardedFor });

async function postContact(service: TestService, headers: Record<string, string>) {
  const response = await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact, headers);
  const body = (await response.json()) as { reference?: string };
  return { status: response.status, reference: body.reference };
}

/** The rate-limit keys the enquiries were stored under. */
async function storedKeys(service: TestService, references: (string | undefined)[]): Promise<string[]> {
  const rows = await service.services.database.db
    .selectFrom("enquiries")
    .select("client_key")
    .where(
      "reference",
      "in",
      references.filter((reference) => reference !== undefined),
    )
    .execute();
  return rows.map((row) => row.client_key);
}

const keyOf = (service: TestService, address: string) =>
  createClientKeys(service.services.database.db)(address);

describe("a service reached directly (TRUST_PROXY unset)", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.stop());

  it("limits 30 enquiries with a new X-Forwarded-For each at 5, keyed by the connection", async () => {
    const answers = [];
    for (let n = 1; n <= 30; n++) answers.push(await postContact(service, from(`198.51.100.${n}`)));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: LIMIT }, () => 201),
      ...Array.from({ length: 30 - LIMIT }, () => 429),
    ]);
    // A chosen victim's address is not charged: the enquiries count against the sender's own.
    const keys = await storedKeys(
      service,
      answers.map((answer) => answer.reference),
    );
    expect(keys).toEqual(Array.from({ length: LIMIT }, () => keys[0]));
    expect(keys[0]).toBe(await keyOf(service, "127.0.0.1"));
    expect(keys[0]).not.toBe(await keyOf(service, "198.51.100.1"));
  });

  it("believes neither X-Forwarded-Proto nor X-Forwarded-Host", async () => {
    const page = await service.fetch("/sales-enquiry", { headers: { "x-forwarded-proto": "https" } });
    await page.body?.cancel();
    expect(page.headers.get("strict-transport-security")).toBeNull();
    expect(page.headers.get("set-cookie")).toMatch(/^XSRF-TOKEN=/);
    // A forged Host would make another site's Origin look like this one.
    const forged = await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact, {
      origin: "http://evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(forged.status).toBe(403);
  });
});

describe("a service behind a proxy on loopback (TRUST_PROXY=loopback)", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(() => service.stop());

  it("counts each forwarded client address on its own", async () => {
    const statuses = [];
    for (let n = 0; n <= LIMIT; n++) statuses.push((await postContact(service, from("203.0.113.50"))).status);
    expect(statuses).toEqual([...Array.from({ length: LIMIT }, () => 201), 429]);
    const other = await postContact(service, from("203.0.113.51"));
    expect(other.status).toBe(201);
    expect(await storedKeys(service, [other.reference])).toEqual([await keyOf(service, "203.0.113.51")]);
  });

  it("takes the address the proxy appended, not what the client wrote before it", async () => {
    const answer = await postContact(service, from("not-an-ip, 203.0.113.52"));
    expect(answer.status).toBe(201);
    expect(await storedKeys(service, [answer.reference])).toEqual([await keyOf(service, "203.0.113.52")]);
  });

  it("never makes a malformed forwarded value a key: it counts against the proxy's address", async () => {
    const malformed = ["not-an-ip", "<b>x</b>", "203.0.113.53:443", "999.1.1.1", "unknown", "not-an-ip"];
    const answers = [];
    for (const value of malformed) answers.push(await postContact(service, from(value)));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: LIMIT }, () => 201),
      429,
    ]);
    const proxyKey = await keyOf(service, "127.0.0.1");
    expect(
      await storedKeys(
        service,
        answers.map((answer) => answer.reference),
      ),
    ).toEqual(Array.from({ length: LIMIT }, () => proxyKey));
  });
});
