import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_FORMS } from "../../shared/enquiries/forms.ts";
import { ENDPOINTS, postEnquiry, postEnquiryForm, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Every GET endpoint and page that reads input, with the query parameters it reads. */
const GET_TARGETS: { path: string; params: string[] }[] = [
  { path: "/api/list", params: ["query", "catId", "skip", "all"] },
  { path: "/api/autocomplete-list", params: ["search", "pagesearch"] },
  { path: "/api/category-list", params: [] },
  { path: "/api/page/who-we-are", params: [] },
  { path: "/api/press-release", params: ["year"] },
  { path: "/api/media-list", params: ["skip"] },
  { path: "/product", params: ["cat_id", "name", "query", "page"] },
  { path: "/search", params: ["search"] },
  { path: "/news", params: ["page", "item"] },
  { path: "/press-release", params: ["year"] },
];

/** Path segments that end up as slugs or file names. */
const SLUG_TARGETS = [
  "/api/page/",
  "/api/teams/board-of-directors/",
  "/api/industries-detail/",
  "/products/",
  "/industries/",
  "/files/",
];

const MARKER = "<script>alert(1)</script>";

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(
    MARKER,
    `"><img src=x onerror=alert(1)>`,
    "' OR 1=1 --",
    "1; DROP TABLE products; --",
    "%00",
    "\u0000\u0001\u001f",
    "../../../../etc/passwd",
    "..%2f..%2f..%2fetc%2fpasswd",
    "%252e%252e%252f",
    "-1",
    "1e309",
    "NaN",
    "9".repeat(400),
    "a".repeat(5000),
    "\u202e\u0301\ufeff",
    "[object Object]",
    "true",
    "",
  ),
);

/** The pages whose no-JavaScript form posts to themselves, by the enquiry they send. */
const FORM_PAGES = {
  contact: "/contact-us",
  sales: "/sales-enquiry",
  sample: "/request-a-sample",
  product: "/product-enquiry",
};

/** Any JSON value, including the wrong types for every field. */
const hostileJson = fc.oneof(hostile, fc.jsonValue({ maxDepth: 3 }));

let service: TestService;
beforeAll(async () => {
  // Thousands of posts from one address: the rate limit would answer most of them before validation.
  service = await startTestService({ ENQUIRY_RATE_LIMIT: "1000000" });
});
afterAll(() => service.stop());

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

  it.each(Object.values(ENQUIRY_FORMS))("POST /api/$endpoint never fails on hostile bodies", async (form) => {
    const fieldNames = form.fields.map((field) => field.name);
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom(...fieldNames, "__proto__", "constructor", "unexpected"), hostileJson, {
        maxKeys: fieldNames.length + 2,
      }),
      hostileJson,
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (value, raw) => {
        const response = await postEnquiry(
          service,
          `/api/${form.endpoint}`,
          // Raw strings also exercise malformed JSON.
          raw && typeof value === "string" ? value : JSON.stringify(value),
        );
        const text = await response.text();
        expect(response.status).toBeLessThan(500);
        expect(text).not.toContain(MARKER);
      }),
      { numRuns: 40 },
    );
  });

  it.each(Object.entries(FORM_PAGES))(
    "the %s form page never fails on hostile posted fields",
    async (type, page) => {
      const form = ENQUIRY_FORMS[type as keyof typeof ENQUIRY_FORMS];
      const fields = fc.dictionary(
        fc.constantFrom(...form.fields.map((field) => field.name), "unexpected"),
        hostile,
        {
          maxKeys: form.fields.length,
        },
      );
      await fc.assert(
        fc.asyncProperty(fields, async (values) => {
          const response = await postEnquiryForm(service, page, values);
          const html = await response.text();
          expect(response.status, page).toBeLessThan(500);
          // What the visitor typed is shown again in the form, escaped.
          expect(html, page).not.toContain(MARKER);
          expect(html, page).not.toContain("onerror=alert(1)>");
        }),
        { numRuns: 25 },
      );
    },
  );

  // Random runs reach these only now and then; PostgreSQL refuses text with NUL in it.
  const CONTROL = "a\u0000\u0001\u001fb";

  it("never fails on control characters in any parameter or path segment", async () => {
    for (const { path, params } of GET_TARGETS) {
      for (const param of params) await expectSafe(`${path}?${new URLSearchParams({ [param]: CONTROL })}`);
    }
    for (const prefix of SLUG_TARGETS) await expectSafe(`${prefix}${encodeURIComponent(CONTROL)}`);
  });

  it.each(Object.keys(VALID_BODIES) as (keyof typeof VALID_BODIES)[])(
    "stores or refuses a %s enquiry with control characters in its text, never fails",
    async (type) => {
      for (const field of Object.keys(VALID_BODIES[type])) {
        const response = await postEnquiry(service, ENDPOINTS[type], {
          ...VALID_BODIES[type],
          [field]: CONTROL,
        });
        await response.body?.cancel();
        expect(response.status, field).toBeLessThan(500);
      }
    },
  );
});
