import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import { openConnection } from "../support/raw-connection.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 800;
const IDLE_TIMEOUT_MS = 1_600;
/** How much later than its timeout a connection may be cut on a busy machine. */
const LATE_MS = 1_500;

const GET_HEALTH = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
const answered = /^HTTP\/1\.1 (\d{3})/;
/** What a cut-off client sees: a 408 and the close, or the close alone. */
const cutOff = /^(HTTP\/1\.1 408 [\s\S]*)?$/;

describe("slow and idle clients", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
    });
  });
  afterAll(() => service.stop());

  it("cuts off a client that sends its headers a byte at a time", async () => {
    const connection = await openConnection(service.baseUrl);
    connection.trickle(
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"z".repeat(1_000)}\r\n\r\n`,
      20,
    );
    expect(await connection.closedWithin(5_000)).toBeLessThan(HEADERS_TIMEOUT_MS + LATE_MS);
    expect(connection.received()).toMatch(cutOff);
  });

  it("cuts off a client that sends its body a byte at a time", async () => {
    const connection = await openConnection(service.baseUrl);
    const body = JSON.stringify(VALID_BODIES.contact);
    const token = newXsrfToken();
    connection.write(
      [
        `POST ${ENDPOINTS.contact} HTTP/1.1`,
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: XSRF-TOKEN=${token}`,
        `X-XSRF-Token: ${token}`,
        "\r\n",
      ].join("\r\n"),
    );
    connection.trickle(body, 20);
    expect(await connection.closedWithin(5_000)).toBeLessThan(REQUEST_TIMEOUT_MS + LATE_MS);
    expect(connection.received()).toMatch(cutOff);
  });

  it("keeps a connection between requests while it is in use, and closes it once left idle", async () => {
    const connection = await openConnection(service.baseUrl);
    connection.write(GET_HEALTH);
    await eventually(async () => connection.received().includes("ok"), 2_000);
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS / 2));
    connection.write(GET_HEALTH);
    await eventually(async () => connection.received().split("HTTP/1.1 200").length === 3, 2_000);
    const answeredAt = Date.now();
    // Waiting for the next request is idle time, not a slow request's headers.
    expect(await connection.closedWithin(IDLE_TIMEOUT_MS / 2)).toBe(Number.POSITIVE_INFINITY);
    await connection.closedWithin(5_000);
    expect(connection.isOpen()).toBe(false);
    expect(Date.now() - answeredAt).toBeLessThan(IDLE_TIMEOUT_MS + LATE_MS);
  });

  it("answers a client that sends its request at a normal pace", async () => {
    expect((await service.fetch("/healthz")).status).toBe(200);
    expect((await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact)).status).toBe(201);
  });
});

describe("connections per client address", () => {
  const LIMIT = 2;
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ HTTP_CONNECTIONS_PER_ADDRESS: String(LIMIT) });
  });
  afterAll(() => service.stop());

  it("closes a connection beyond the limit at once, and takes a new one when one closes", async () => {
    const held = [await openConnection(service.baseUrl), await openConnection(service.baseUrl)];
    const extra = await openConnection(service.baseUrl);
    expect(await extra.closedWithin(5_000)).toBeLessThan(LATE_MS);
    expect(extra.received()).toBe("");
    expect(held.every((connection) => connection.isOpen())).toBe(true);

    held[0]?.destroy();
    await eventually(async () => {
      const next = await openConnection(service.baseUrl);
      next.write(GET_HEALTH);
      await next.closedWithin(300);
      const status = next.received().match(answered)?.[1];
      next.destroy();
      return status === "200";
    }, 3_000);
    held[1]?.destroy();
  });
});
