import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/http/files.ts";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { XSRF_FIELD, XSRF_HEADER } from "#shared/site/anti-forgery.ts";
import { GET_TARGETS, HOSTILE_STRINGS, MARKER, SLUG_TARGETS } from "../../scripts/support/hostile-inputs.ts";
import { ENDPOINTS } from "../support/enquiry-client.ts";
import { rawRequest } from "../support/raw-request.ts";
import { routePaths } from "../support/route-table.ts";
import { captureServiceLog, ERROR_LEVEL, type ServiceLog } from "../support/service-log.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(...HOSTILE_STRINGS),
);

let service: TestService;
let log: ServiceLog;
beforeAll(async () => {
  // Thousands of posts from one address: the rate limit would answer most of them before validation.
  service = await startTestService({ ENQUIRY_RATE_LIMIT: "1000000", LOG_LEVEL: "info" });
  log = captureServiceLog(service);
});
afterAll(() => service.stop());

// Hostile input is the client's error: an error-level line means the service failed on it.
afterEach(() => {
  const errors = log.entries.filter((entry) => entry.level >= ERROR_LEVEL);
  log.entries.length = 0;
  expect(errors).toEqual([]);
});

async function expectSafe(url: string) {
  const response = await service.fetch(url);
  const body = await response.text();
  expect(response.status, url).toBeLessThan(500);
  // Input may come back escaped, never as live markup.
  expect(body, url).not.toContain(MARKER);
  expect(body, url).not.toContain("onerror=alert(1)>");
}

describe("fuzzing every input with hostile values", () => {
  it.each(GET_TARGETS)("$path never fails or reflects markup", async ({ path, params }) => {
    const query = fc.dictionary(fc.constantFrom(...params, "unexpected"), hostile, { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(query, async (values) => {
        const search = new URLSearchParams(values).toString();
        await expectSafe(search ? `${path}?${search}` : path);
      }),
      { numRuns: 25 },
    );
  });

  it.each(SLUG_TARGETS)("%s… never fails on hostile path segments", async (prefix) => {
    await fc.assert(
      fc.asyncProperty(hostile, async (segment) => {
        await expectSafe(`${prefix}${encodeURIComponent(segment)}`);
      }),
      { numRuns: 25 },
    );
  });

  // Random runs reach these only now and then.
  const CONTROL = "a\u0000\u0001\u001fb";

  it("never fails on control characters in any parameter or path segment", async () => {
    for (const { path, params } of GET_TARGETS) {
      for (const param of params) await expectSafe(`${path}?${new URLSearchParams({ [param]: CONTROL })}`);
    }
    for (const prefix of SLUG_TARGETS) await expectSafe(`${prefix}${encodeURIComponent(CONTROL)}`);
  });
});

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

const MULTIPART = `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n`;
/** A body and the Content-Type it is sent with (none: no header). */
const BODIES: { type?: string; body?: string }[] = [
  {},
  { body: "name=x" },
  { type: "application/x-www-form-urlencoded", body: "name=x&%zz=%" },
  { type: "multipart/form-data; boundary=b", body: MULTIPART },
  { type: "multipart/form-data; boundary=other", body: MULTIPART },
  { type: "multipart/form-data", body: MULTIPART },
  { type: "text/plain", body: "name=x" },
  { type: "application/json", body: '{"name":"x"}' },
  { type: "application/json", body: "{" },
  { type: "text/xml", body: "<name>x</name>" },
  { type: "application/octet-stream", body: "\u0000\u0001" },
  { type: "not a type", body: "x" },
];

/** Every route of the table and its single-fetch data URL. */
const PAGE_URLS = routePaths().flatMap((page) => [page, page === "/" ? "/_.data" : `${page}.data`]);

/** What other routes answer: the API, probes, files, built assets and SEO files. */
const OTHER_URLS = [
  ...GET_TARGETS.filter((target) => target.path.startsWith("/api/")).map((target) => target.path),
  ...Object.values(ENDPOINTS),
  "/api/openapi.json",
  "/api/no-such-endpoint",
  "/healthz",
  "/readyz",
  "/metrics",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.ico",
  `/assets/${fs.readdirSync(path.join(PROJECT_ROOT, "build/client/assets")).find((name) => name.endsWith(".js"))}`,
  "/files/certificates/responsible-care.svg",
];

describe("fuzzing methods and content types", () => {
  /** Sends one request with a valid anti-forgery pair, so posts get past it to what they test. */
  async function expectClientError(
    url: string,
    method: string,
    { type, body }: (typeof BODIES)[number],
    origin?: string,
  ) {
    const token = newXsrfToken();
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${token}`, [XSRF_HEADER]: token };
    if (type) headers["content-type"] = type;
    if (origin) headers.origin = origin;
    const from = log.entries.length;
    const answer = await rawRequest(service, url, {
      method,
      headers,
      body: body === undefined ? undefined : `${body}&${XSRF_FIELD}=${token}`,
    });
    const lines = await log.linesOf(String(answer.headers["x-request-id"]), from);
    const what = `${method} ${url} ${type ?? "(no type)"}`;
    expect(answer.status, what).toBeLessThan(500);
    if (answer.status === 405) expect(answer.headers.allow, what).toBeDefined();
    expect(
      lines.filter((line) => line.level >= ERROR_LEVEL),
      what,
    ).toEqual([]);
  }

  it("pages and their data URLs answer any method and body with a client error at most", async () => {
    const origins = [undefined, service.baseUrl, "https://evil.example", "null"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGE_URLS),
        fc.constantFrom(...METHODS),
        fc.constantFrom(...BODIES),
        fc.constantFrom(...origins),
        expectClientError,
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it("the API, probes, files and assets answer any method and body with a client error at most", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...OTHER_URLS),
        fc.constantFrom(...METHODS),
        fc.constantFrom(...BODIES),
        (url, method, body) => expectClientError(url, method, body),
      ),
      { numRuns: 150 },
    );
  });
});
