import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_FORMS } from "#shared/enquiries/forms.ts";
import { FORM_PAGES, HOSTILE_STRINGS, MARKER } from "../../scripts/support/hostile-inputs.ts";
import { ENDPOINTS, postEnquiry, postEnquiryForm, VALID_BODIES } from "../support/enquiry-client.ts";
import { captureServiceLog, ERROR_LEVEL, type ServiceLog } from "../support/service-log.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Hostile enquiries, which the service stores or refuses: on both databases, as they differ in
 * what text they take (PostgreSQL refuses NUL). The read side is fuzzed in tests/api/fuzz.test.ts.
 */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(...HOSTILE_STRINGS),
);

/** Any JSON value, including the wrong types for every field. */
const hostileJson = fc.oneof(hostile, fc.jsonValue({ maxDepth: 3 }));

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

describe("fuzzing every enquiry with hostile values", () => {
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
