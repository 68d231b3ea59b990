import { randomBytes } from "node:crypto";
import { ENQUIRY_FORMS, ENQUIRY_TYPES } from "#shared/enquiries/forms.ts";
import { XSRF_FIELD, XSRF_HEADER, XSRF_HOST_COOKIE } from "#shared/site/anti-forgery.ts";
import { ENDPOINTS, VALID_BODIES } from "../support/enquiry-bodies.ts";
import { FORM_PAGES, GET_TARGETS, HOSTILE_STRINGS, MARKER, SLUG_TARGETS } from "../support/hostile-inputs.ts";
import type { Client, RequestInit } from "./https-client.ts";

type Attempt = { kind: string; path: string; init: RequestInit };
type KindTally = {
  kind: string;
  sent: number;
  redirected: number;
  client: number;
  server: number;
  reflected: number;
  /** Time to the whole answer, all requests of the kind together. */
  seconds: number;
};
export type InputsReport = {
  tallies: KindTally[];
  failures: string[];
  slowest: { what: string; ms: number }[];
};

/** Requests in flight at once: enough to be quick, few enough to leave the machine to others. */
const CONCURRENCY = 4;
/**
 * Hostile values per enquiry field: a different few for each field, so that every value reaches
 * every form over its fields while a form post (a page render) is not repeated hundreds of times.
 */
const VALUES_PER_FIELD = 6;
const PAGE_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"];
const BODY_TYPES: [string | undefined, string][] = [
  [undefined, "a=1"],
  ["text/plain", "a=1"],
  ["application/json", '{"a":1}'],
  ["text/xml", "<a>1</a>"],
  ["multipart/form-data; boundary=x", "--y\r\nbroken\r\n"],
  ["application/x-www-form-urlencoded", "a=1"],
];

/** What the front adds to every request: without it the service would redirect or refuse plain HTTP. */
const FROM_THE_FRONT = { "x-forwarded-proto": "https" };

/**
 * Every hostile input of the fuzz lists, sent once each to the service (not through the front, which
 * would refuse some before the service saw them) as the front passes requests on, plus the methods,
 * content types and headers the issue-13 probe found answered 500. Nothing here may get a 5xx or come
 * back as live markup.
 */
export async function tryInputs(client: Client, baseUrl: string, productPath: string): Promise<InputsReport> {
  const token = randomBytes(32).toString("base64url");
  const cookie = `${XSRF_HOST_COOKIE}=${token}`;
  const attempts: Attempt[] = [
    ...queryAttempts(),
    ...SLUG_TARGETS.flatMap((prefix) =>
      HOSTILE_STRINGS.map((value) => get("path segments", `${prefix}${encodeURIComponent(value)}`)),
    ),
    ...apiBodyAttempts(cookie, token),
    ...formPostAttempts(cookie, token),
    ...methodAttempts(["/", "/contact-us", productPath, "/contact-us.data"]),
    ...headerAttempts(cookie, token),
  ];
  const tallies = new Map<string, KindTally>();
  const failures: string[] = [];
  const timings: { what: string; ms: number }[] = [];
  let next = 0;
  async function worker() {
    while (next < attempts.length) {
      const attempt = attempts[next++] as Attempt;
      const tally = tallies.get(attempt.kind) ?? {
        kind: attempt.kind,
        sent: 0,
        redirected: 0,
        client: 0,
        server: 0,
        reflected: 0,
        seconds: 0,
      };
      tallies.set(attempt.kind, tally);
      tally.sent++;
      const what = `${attempt.init.method ?? "GET"} ${attempt.path.slice(0, 80)} ${attempt.init.headers?.["content-type"] ?? ""}`;
      const started = performance.now();
      try {
        const answer = await client.send(`${baseUrl}${attempt.path}`, {
          ...attempt.init,
          headers: { ...FROM_THE_FRONT, ...attempt.init.headers },
        });
        const ms = performance.now() - started;
        tally.seconds += ms / 1000;
        timings.push({ what, ms });
        if (answer.status >= 500) {
          tally.server++;
          failures.push(`${answer.status} ${what}`);
        } else if (answer.status >= 400) tally.client++;
        else if (answer.status >= 300) tally.redirected++;
        if (answer.body.includes(MARKER) || answer.body.includes("onerror=alert(1)>")) {
          tally.reflected++;
          failures.push(`markup reflected: ${what}`);
        }
      } catch (error) {
        tally.server++;
        failures.push(`no answer (${(error as Error).message}): ${what}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 5);
  return { tallies: [...tallies.values()], failures, slowest };
}

/** The field's share of the hostile values, taken in turn from where the previous field's ended. */
function valuesFor(fieldIndex: number): string[] {
  return Array.from(
    { length: VALUES_PER_FIELD },
    (_, n) => HOSTILE_STRINGS[(fieldIndex * VALUES_PER_FIELD + n) % HOSTILE_STRINGS.length] as string,
  );
}

function get(kind: string, path: string): Attempt {
  return { kind, path, init: {} };
}

function queryAttempts(): Attempt[] {
  return GET_TARGETS.flatMap(({ path, params }) =>
    [...params, "unexpected"].flatMap((param) =>
      HOSTILE_STRINGS.map((value) =>
        get("query parameters", `${path}?${new URLSearchParams({ [param]: value })}`),
      ),
    ),
  );
}

function apiBodyAttempts(cookie: string, token: string): Attempt[] {
  const post = (path: string, body: string): Attempt => ({
    kind: "API enquiry bodies",
    path,
    init: {
      method: "POST",
      headers: { "content-type": "application/json", cookie, [XSRF_HEADER]: token },
      body,
    },
  });
  const fieldValues = (Object.keys(VALID_BODIES) as (keyof typeof VALID_BODIES)[]).flatMap((type) =>
    Object.keys(VALID_BODIES[type]).flatMap((field, index) =>
      valuesFor(index).map((value) =>
        post(ENDPOINTS[type], JSON.stringify({ ...VALID_BODIES[type], [field]: value })),
      ),
    ),
  );
  const shapes = [
    ...HOSTILE_STRINGS,
    "[]",
    "null",
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    JSON.stringify({ message: "x".repeat(40_000) }),
  ];
  const wholeBodies = Object.values(ENDPOINTS).flatMap((path) => shapes.map((body) => post(path, body)));
  return [...fieldValues, ...wholeBodies];
}

function formPostAttempts(cookie: string, token: string): Attempt[] {
  return ENQUIRY_TYPES.flatMap((type) =>
    ENQUIRY_FORMS[type].fields.flatMap((field, index) =>
      valuesFor(index).map((value) => ({
        kind: "form posts",
        path: FORM_PAGES[type],
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie },
          body: new URLSearchParams({ [field.name]: value, [XSRF_FIELD]: token }).toString(),
        },
      })),
    ),
  );
}

function methodAttempts(paths: string[]): Attempt[] {
  return paths.flatMap((path) =>
    PAGE_METHODS.flatMap((method) =>
      method === "GET" || method === "HEAD"
        ? [{ kind: "methods and content types", path, init: { method } }]
        : BODY_TYPES.map(([type, body]) => ({
            kind: "methods and content types",
            path,
            init: { method, headers: type ? { "content-type": type } : {}, body },
          })),
    ),
  );
}

function headerAttempts(cookie: string, token: string): Attempt[] {
  const long = "a".repeat(8000);
  const headerSets: Record<string, string>[] = [
    { "x-forwarded-for": "not-an-ip" },
    { "x-forwarded-for": long },
    { "x-forwarded-proto": "javascript" },
    { "x-forwarded-proto": "https, http" },
    { "x-forwarded-host": "evil.example" },
    { "x-request-id": long },
    { "x-request-id": MARKER },
    { host: "evil.example" },
    { cookie: `${long}=${long}` },
    { "accept-encoding": "br;q=NaN, *;q=-1" },
    { "if-none-match": MARKER },
    { "if-modified-since": "yesterday" },
    { range: "bytes=999999999-1" },
    { accept: "*/*;q=x" },
    { origin: "null" },
  ];
  return headerSets.flatMap((headers) => [
    { kind: "headers", path: "/", init: { headers } },
    {
      kind: "headers",
      path: ENDPOINTS.contact,
      init: {
        method: "POST",
        headers: { "content-type": "application/json", cookie, [XSRF_HEADER]: token, ...headers },
        body: JSON.stringify(VALID_BODIES.contact),
      },
    },
  ]);
}
