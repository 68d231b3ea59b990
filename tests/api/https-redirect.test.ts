import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const SITE = "https://www.fenmoor.example";
const overHttps = { "x-forwarded-proto": "https" };

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ HTTPS_REDIRECT: "on", PUBLIC_SITE_URL: SITE, TRUST_PROXY: "127.0.0.1" });
});
afterAll(() => service.stop());

/** Sends one request exactly as written, as a client that is not a browser may. */
async function rawRequest(text: string): Promise<string> {
  const { port } = new URL(service.baseUrl);
  const socket = net.connect(Number(port), "127.0.0.1");
  socket.end(text);
  let answer = "";
  for await (const chunk of socket) answer += chunk;
  return answer;
}

describe("HTTPS_REDIRECT=on", () => {
  it.each(["GET", "HEAD"])(
    "sends a plain-HTTP %s of a page to its https address with 301",
    async (method) => {
      const response = await service.fetch("/who-we-are?tab=2", { method });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`${SITE}/who-we-are?tab=2`);
    },
  );

  it("redirects to the public address's host, never to one the client names", async () => {
    const response = await service.fetch("/news", {
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(response.headers.get("location")).toBe(`${SITE}/news`);
    const absoluteForm = await rawRequest(
      "GET http://evil.example/news HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(absoluteForm).toMatch(/^HTTP\/1\.1 301 /);
    expect(absoluteForm).toMatch(new RegExp(`\\r\\nlocation: ${SITE}/[^\\r]*\\r\\n`, "i"));
  });

  it("serves the request when the trusted proxy says it came over HTTPS", async () => {
    const response = await service.fetch("/who-we-are", { headers: overHttps });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Who We Are");
  });

  it("refuses a plain-HTTP POST with 403 and stores nothing, rather than have it sent twice", async () => {
    const response = await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      statusCode: 403,
      message: expect.stringContaining("HTTPS"),
    });
    const stored = await service.services.database.db.selectFrom("enquiries").select("reference").execute();
    expect(stored).toEqual([]);
  });

  it.each(["/healthz", "/readyz"])("answers the health probe %s over plain HTTP", async (pathname) => {
    const response = await service.fetch(pathname);
    expect(response.status).toBe(200);
  });
});

describe("HTTPS_REDIRECT unset", () => {
  it("serves plain HTTP as it comes", async () => {
    const plain = await startTestService({ PUBLIC_SITE_URL: SITE });
    try {
      const response = await plain.fetch("/who-we-are");
      await response.body?.cancel();
      expect(response.status).toBe(200);
    } finally {
      await plain.stop();
    }
  });
});
