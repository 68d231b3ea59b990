import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  { path: "/news", params: ["page"] },
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

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
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
});
