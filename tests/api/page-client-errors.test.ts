import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { VALID_BODIES } from "../support/enquiry-client.ts";
import { rawRequest } from "../support/raw-request.ts";
import { captureServiceLog, ERROR_LEVEL, type ServiceLog, WARN_LEVEL } from "../support/service-log.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
let log: ServiceLog;
beforeAll(async () => {
  service = await startTestService({ LOG_LEVEL: "warn", ENQUIRY_RATE_LIMIT: "1000" });
  log = captureServiceLog(service);
});
afterAll(() => service.stop());

/** The answer and every line the service logged while it handled the request. */
async function send(pathname: string, init: Parameters<typeof rawRequest>[2]) {
  const from = log.entries.length;
  const answer = await rawRequest(service, pathname, init);
  const lines = await log.linesOf(String(answer.headers["x-request-id"]), from);
  return { answer, lines };
}

const FORM = "application/x-www-form-urlencoded";
const ACTION_PAGE_METHODS = "GET, HEAD, POST";
const PAGE_METHODS = "GET, HEAD";

type Case = {
  name: string;
  path: string;
  init: Parameters<typeof rawRequest>[2];
  status: number;
  allow?: string;
};

const post = (contentType: string | undefined, body = "name=x"): Case["init"] => ({
  method: "POST",
  headers: contentType ? { "content-type": contentType } : {},
  body,
});

const CASES: Case[] = [
  { name: "a text/plain form post", path: "/contact-us", init: post("text/plain"), status: 415 },
  { name: "a JSON form post", path: "/contact-us", init: post("application/json", "{}"), status: 415 },
  { name: "a form post without a content type", path: "/contact-us", init: post(undefined), status: 415 },
  { name: "an XML form post", path: "/sales-enquiry", init: post("text/xml", "<a/>"), status: 415 },
  {
    name: "a multipart post whose body lacks its boundary",
    path: "/request-a-sample",
    init: post("multipart/form-data; boundary=----x", "name=x"),
    status: 400,
  },
  {
    name: "a multipart post without a boundary",
    path: "/product-enquiry",
    init: post("multipart/form-data", "--x\r\n"),
    status: 400,
  },
  {
    name: "DELETE on a form page",
    path: "/contact-us",
    init: { method: "DELETE" },
    status: 405,
    allow: ACTION_PAGE_METHODS,
  },
  {
    name: "TRACE on a form page",
    path: "/contact-us",
    init: { method: "TRACE" },
    status: 405,
    allow: ACTION_PAGE_METHODS,
  },
  {
    name: "PUT on a form page",
    path: "/contact-us",
    init: { ...post(FORM), method: "PUT" },
    status: 405,
    allow: ACTION_PAGE_METHODS,
  },
  {
    name: "PATCH on a form page",
    path: "/contact-us",
    init: { ...post(FORM), method: "PATCH" },
    status: 405,
    allow: ACTION_PAGE_METHODS,
  },
  {
    name: "OPTIONS on a form page",
    path: "/contact-us",
    init: { method: "OPTIONS" },
    status: 405,
    allow: ACTION_PAGE_METHODS,
  },
  {
    name: "DELETE on a page without a form",
    path: "/",
    init: { method: "DELETE" },
    status: 405,
    allow: PAGE_METHODS,
  },
  {
    name: "TRACE on a page without a form",
    path: "/news",
    init: { method: "TRACE" },
    status: 405,
    allow: PAGE_METHODS,
  },
  {
    name: "a form post to a page without a form",
    path: "/news",
    init: post(FORM),
    status: 405,
    allow: PAGE_METHODS,
  },
  {
    name: "a form post to an unknown path",
    path: "/no-such-page",
    init: post(FORM),
    status: 405,
    allow: PAGE_METHODS,
  },
  {
    name: "a text/plain post to a form page's data URL",
    path: "/contact-us.data",
    init: post("text/plain"),
    status: 415,
  },
  {
    name: "DELETE on a form page's data URL",
    path: "/contact-us.data",
    init: { method: "DELETE" },
    status: 405,
    allow: ACTION_PAGE_METHODS,
  },
  {
    name: "TRACE on a static asset",
    path: "/favicon.ico",
    init: { method: "TRACE" },
    status: 405,
    allow: PAGE_METHODS,
  },
  {
    name: "TRACE on a file",
    path: "/files/certificates/responsible-care.svg",
    init: { method: "TRACE" },
    status: 405,
    allow: PAGE_METHODS,
  },
  { name: "TRACE on a probe", path: "/healthz", init: { method: "TRACE" }, status: 405, allow: PAGE_METHODS },
  {
    name: "a cross-origin form post",
    path: "/contact-us",
    init: { ...post(FORM), headers: { "content-type": FORM, origin: "https://evil.example" } },
    status: 400,
  },
  {
    name: "a form post from an opaque origin",
    path: "/contact-us",
    init: { ...post(FORM), headers: { "content-type": FORM, origin: "null" } },
    status: 400,
  },
  {
    name: "a page asked for under a malformed Host",
    path: "/",
    init: { headers: { host: "a b" } },
    status: 400,
  },
];

describe("requests a page does not take are client errors, logged as warnings", () => {
  it.each(CASES)("$name: $status", async ({ path, init, status, allow }) => {
    const { answer, lines } = await send(path, init);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: status });
    if (allow) expect(answer.headers.allow).toBe(allow);
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ level: WARN_LEVEL, msg: "request completed" });
  });
});

describe("the forms still take what browsers send", () => {
  const countEnquiries = async () => {
    const row = await service.services.database.db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it.each([
    ["urlencoded", (fields: Record<string, string>) => new URLSearchParams(fields)],
    [
      "multipart",
      (fields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        return form;
      },
    ],
  ])("a %s form post from this site is stored", async (_encoding, encode) => {
    const token = newXsrfToken();
    const before = await countEnquiries();
    const response = await service.fetch("/contact-us", {
      method: "POST",
      headers: { cookie: `XSRF-TOKEN=${token}`, origin: service.baseUrl },
      body: encode({ ...VALID_BODIES.contact, [XSRF_FIELD]: token }),
    });
    await response.body?.cancel();
    expect(response.status).toBe(200);
    expect(await countEnquiries()).toBe(before + 1);
  });
});
