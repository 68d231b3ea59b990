import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { freePort, type ServiceProcess, spawnService } from "../../scripts/support/service-process.ts";
import { ENDPOINTS, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

/** What a client got: an HTTP answer, or the socket error that took its place (ECONNRESET, ECONNREFUSED). */
type Outcome = { status: number; headers: http.IncomingHttpHeaders } | { error: string };

/**
 * A request whose body goes out in two parts: the first once the service has taken the request in
 * (its `100 Continue`), the second only when `finish` is called.
 */
function slowPost(port: number, pathname: string, headers: Record<string, string>, body: string) {
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  let started = () => {};
  const taken = new Promise<void>((resolve) => {
    started = resolve;
  });
  const outcome = new Promise<Outcome>((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        agent: false,
        headers: { ...headers, expect: "100-continue", "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.on("continue", () => {
      request.write(body.slice(0, half));
      started();
    });
    request.flushHeaders();
    finish = () => request.end(body.slice(half));
  });
  return { taken, outcome, finish: () => finish() };
}

function send(
  port: number,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        agent: options.agent ?? false,
        headers: options.headers,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(options.body);
  });
}

function apiEnquiry(message: string) {
  const token = newXsrfToken();
  return {
    path: ENDPOINTS.contact,
    headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
    body: JSON.stringify({ ...VALID_BODIES.contact, message }),
  };
}

function formEnquiry(message: string) {
  const token = newXsrfToken();
  return {
    path: "/contact-us",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `XSRF-TOKEN=${token}` },
    body: new URLSearchParams({ ...VALID_BODIES.contact, message, [XSRF_FIELD]: token }).toString(),
  };
}

const statusOf = (outcome: Outcome) => ("status" in outcome ? outcome.status : outcome.error);

describe("shutdown on SIGTERM", () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let service: ServiceProcess | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-shutdown-"));
    database = usesPostgres() ? await createPostgresDatabase() : undefined;
  });
  afterAll(async () => {
    await service?.stop("SIGKILL");
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function start(port: number): ServiceProcess {
    service = spawnService({
      PORT: String(port),
      DATA_DIR: dataDir,
      ENQUIRY_RATE_LIMIT: "1000",
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    return service;
  }

  it("answers every request: in-flight ones finish, new ones get 503 with Retry-After and Connection: close", async () => {
    const port = await freePort();
    const service = start(port);
    // Starting takes long on a busy machine; the behaviour under test comes after.
    await service.ready(60_000);
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(statusOf(await send(port, "/healthz", { agent: keptAlive }))).toBe(200);

    // Eight enquiries, four by the API and four by the no-JavaScript form, half their bodies sent.
    const inFlight = Array.from({ length: 8 }, (_, index) => {
      const enquiry = index % 2 ? formEnquiry(`In flight ${index}`) : apiEnquiry(`In flight ${index}`);
      return slowPost(port, enquiry.path, enquiry.headers, enquiry.body);
    });
    await Promise.all(inFlight.map((request) => request.taken));
    // Eight more sent as the signal goes: whether the service takes them or turns them away, each is answered.
    const burst = Array.from({ length: 8 }, (_, index) => {
      const enquiry = apiEnquiry(`With the signal ${index}`);
      return send(port, enquiry.path, { method: "POST", headers: enquiry.headers, body: enquiry.body });
    });
    service.child.kill("SIGTERM");
    await eventually(async () => service.output().stdout.includes('"msg":"shutting down"'), 5_000);

    const late = apiEnquiry("After the signal");
    const newcomers = await Promise.all([
      send(port, "/"),
      send(port, "/readyz"),
      send(port, late.path, { method: "POST", headers: late.headers, body: late.body }),
      send(port, "/healthz", { agent: keptAlive }),
    ]);
    for (const request of inFlight) request.finish();
    const answered = await Promise.all(inFlight.map((request) => request.outcome));
    const withSignal = await Promise.all(burst);
    expect({
      inFlight: answered.map(statusOf),
      withSignal: withSignal.map(statusOf),
      newcomers: newcomers.map(statusOf),
    }).toEqual({
      inFlight: [201, 200, 201, 200, 201, 200, 201, 200],
      withSignal: Array(8).fill(expect.toBeOneOf([201, 503])),
      newcomers: [503, 503, 503, 503],
    });
    for (const outcome of newcomers) {
      expect(outcome).toMatchObject({
        headers: { connection: "close", "retry-after": expect.stringMatching(/^\d+$/) },
      });
    }
    expect(await service.exited).toBe(0);
    keptAlive.destroy();
  }, 120_000);

  it("cuts a request still unfinished after the 5 s grace time, then exits cleanly", async () => {
    const port = await freePort();
    const service = start(port);
    // Starting takes long on a busy machine; the behaviour under test comes after.
    await service.ready(60_000);
    const enquiry = apiEnquiry("Never finished");
    const stalled = slowPost(port, enquiry.path, enquiry.headers, enquiry.body);
    await stalled.taken;
    const signalled = Date.now();
    service.child.kill("SIGTERM");
    expect(await stalled.outcome).toEqual({ error: "ECONNRESET" });
    expect(await service.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(5_000);
    expect(service.output().stdout).toContain("requests still running after the shutdown grace time");
  }, 120_000);
});
