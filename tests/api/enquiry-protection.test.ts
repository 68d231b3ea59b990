import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  // Loopback stands for the HTTPS front, whose X-Forwarded-Proto says a request came over HTTPS.
  service = await startTestService({ ENQUIRY_RATE_LIMIT: "1000", TRUST_PROXY: "loopback" });
});
afterAll(() => service.stop());

const countEnquiries = async () => {
  const row = await service.services.database.db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

describe("anti-forgery token (spec 7)", () => {
  const json = JSON.stringify(VALID_BODIES.contact);
  const token = newXsrfToken();

  it.each([
    ["no cookie and no header", {}],
    ["a cookie but no header", { cookie: `XSRF-TOKEN=${token}` }],
    ["a header but no cookie", { "x-xsrf-token": token }],
    ["a header that does not match", { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": newXsrfToken() }],
    [
      "another site's Origin",
      { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token, origin: "https://evil.example" },
    ],
  ])("refuses a POST with %s: 403 JSON, nothing stored", async (_case, headers) => {
    const before = await countEnquiries();
    const response = await service.fetch(ENDPOINTS.contact, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: json,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: 403, error: "Forbidden" });
    expect(await countEnquiries()).toBe(before);
  });

  it("accepts the matching pair from this site's own origin", async () => {
    const response = await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact, {
      origin: service.baseUrl,
    });
    expect(response.status).toBe(201);
  });

  it("is set by the form pages as a SameSite=Lax cookie, __Host- and Secure over HTTPS", async () => {
    const plain = await service.fetch("/sales-enquiry");
    expect(plain.headers.get("set-cookie")).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/);
    const https = await service.fetch("/sales-enquiry", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("set-cookie")).toMatch(
      /^__Host-XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax; Secure$/,
    );
  });
});

describe("anti-forgery cookie over HTTPS (decision 010)", () => {
  const token = newXsrfToken();
  const overHttps = { "x-forwarded-proto": "https" };
  const plainCookie = `XSRF-TOKEN=${token}`;
  const hostCookie = `__Host-XSRF-TOKEN=${token}`;

  function postJson(cookie: string) {
    return postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact, {
      ...overHttps,
      cookie,
      "x-xsrf-token": token,
    });
  }

  function postForm(cookie: string) {
    return service.fetch("/contact-us", {
      method: "POST",
      headers: { ...overHttps, "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ ...VALID_BODIES.contact, [XSRF_FIELD]: token }).toString(),
    });
  }

  it("refuses the plain XSRF-TOKEN cookie a sibling subdomain could plant: API 403, nothing stored", async () => {
    const before = await countEnquiries();
    const response = await postJson(plainCookie);
    expect(response.status).toBe(403);
    expect(await countEnquiries()).toBe(before);
  });

  it("accepts the __Host- cookie on the API", async () => {
    expect((await postJson(hostCookie)).status).toBe(201);
  });

  it("refuses the plain cookie on a form posted without JavaScript, and accepts the __Host- one", async () => {
    const before = await countEnquiries();
    const refused = await postForm(plainCookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Your enquiry was not sent because the page had expired.");
    expect(await countEnquiries()).toBe(before);
    const accepted = await postForm(hostCookie);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("Thank you for your inquiry.");
  });

  it("gives a visitor who has only the plain cookie a __Host- one over HTTPS", async () => {
    const page = await service.fetch("/contact-us", { headers: { ...overHttps, cookie: plainCookie } });
    await page.body?.cancel();
    expect(page.headers.get("set-cookie")).toMatch(/^__Host-XSRF-TOKEN=[\w-]{43}; /);
  });
});

describe("malformed and oversized bodies", () => {
  it("answers 400 JSON to malformed JSON", async () => {
    const response = await postEnquiry(service, ENDPOINTS.contact, '{"name": "Ann",');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400 });
  });

  it("answers 400 with field errors to a JSON array or null", async () => {
    for (const body of ["[]", "null"]) {
      const response = await postEnquiry(service, ENDPOINTS.contact, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { name: "Name is required." } });
    }
  });

  it("answers 413 to a body over 32 KB", async () => {
    const response = await postEnquiry(service, ENDPOINTS.contact, {
      ...VALID_BODIES.contact,
      message: "x".repeat(33 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413 });
  });

  it("answers 413 to a page form post over 32 KB", async () => {
    const response = await service.fetch("/contact-us", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(33 * 1024)}`,
    });
    expect(response.status).toBe(413);
  });
});

describe("honeypot", () => {
  it("answers a filled honeypot like a success, stores it as spam and queues no mail", async () => {
    const response = await postEnquiry(service, ENDPOINTS.contact, {
      ...VALID_BODIES.contact,
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const row = await service.services.database.db
      .selectFrom("enquiries")
      .select("status")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("spam");
    const jobs = await service.services.database.db
      .selectFrom("enquiry_outbox")
      .select("id")
      .where("enquiry_reference", "=", reference)
      .execute();
    expect(jobs).toEqual([]);
  });
});
