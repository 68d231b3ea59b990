import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAMILY_PRODUCT_LIMIT } from "#shared/catalogue/search-limits.ts";
import { ENQUIRY_FORMS } from "#shared/enquiries/forms.ts";
import { ENDPOINTS, VALID_BODIES } from "../support/enquiry-client.ts";
import {
  documentedSchema,
  type OpenApiDocument,
  openApiDocument,
  openApiPath,
  registeredApiRoutes,
} from "../support/openapi-document.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const SITE_URL = "https://www.fenmoor.example";

let service: TestService;
let document: OpenApiDocument;
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE_URL });
  document = await openApiDocument(service);
});
afterAll(() => service.stop());

/** The calls of spec 7, and the product enquiry's POST, as the document names them. */
const SPEC_CALLS = [
  ["get", "/api/list"],
  ["get", "/api/autocomplete-list"],
  ["get", "/api/category-list"],
  ["get", "/api/page/{slug}"],
  ["get", "/api/all-teams/{kind}"],
  ["get", "/api/teams/{kind}/{slug}"],
  ["get", "/api/industries-list"],
  ["get", "/api/industries-detail/{slug}"],
  ["get", "/api/press-release"],
  ["get", "/api/media-list"],
  ["post", "/api/contact-us"],
  ["post", "/api/request-online"],
  ["post", "/api/order-online"],
  ["post", "/api/product-enquiry"],
] as const;

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document for this site", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toMatchObject({ title: "Fenmoor Chemicals website API", version: "1.0.0" });
    expect(document.servers).toEqual([{ url: SITE_URL }]);
  });

  it("documents every route the service registers under /api/, and nothing else", () => {
    const routes = registeredApiRoutes(service)
      // HEAD answers every GET; the catch-all 404 for unknown paths is not an endpoint.
      .filter(({ method, path }) => method !== "HEAD" && !path.endsWith("*"))
      .map(({ method, path }) => `${method.toLowerCase()} ${openApiPath(path)}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(routes.length).toBeGreaterThanOrEqual(SPEC_CALLS.length);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it.each(SPEC_CALLS)("covers spec 7's %s %s", (method, path) => {
    expect(document.paths[path]?.[method]).toBeDefined();
  });

  it("names the fields as the spec does, press_reelase included", () => {
    const text = JSON.stringify(document);
    for (const field of ["cat_name", "pdflink", "press_reelase", "pdf_name", "yearList", "sub_title"]) {
      expect(text).toContain(`"${field}"`);
    }
    expect(text).toContain('"previousResult"');
    expect(text).toContain('"subCategories"');
  });

  it("documents the query parameters, all=true and the facets among them", () => {
    const parameters = document.paths["/api/list"]?.get?.parameters ?? [];
    expect(parameters.map((parameter) => parameter.name)).toEqual([
      "query",
      "catId",
      "skip",
      "all",
      "industry",
      "function",
      "chemistry",
      "form",
      "cert",
      "facets",
    ]);
    expect(JSON.stringify(parameters)).toContain("ignores skip");
  });

  it("declares how many products one answer holds at most", () => {
    const list = document.paths["/api/list"]?.get;
    expect(JSON.stringify(list?.parameters)).toContain(`the first ${FAMILY_PRODUCT_LIMIT} in name order`);
    expect(JSON.stringify(list?.responses["200"])).toContain(`"maxItems":${FAMILY_PRODUCT_LIMIT}`);
  });
});

describe("the documented errors", () => {
  it.each(SPEC_CALLS.filter(([method]) => method === "post"))(
    "%s %s answers 201, 400 with field errors, 403 and 429 with Retry-After",
    (_method, path) => {
      const responses = document.paths[path]?.post?.responses ?? {};
      expect(Object.keys(responses).sort()).toEqual(["201", "400", "403", "429"]);
      expect(responses["429"]?.headers).toHaveProperty("retry-after");
      expect(responses["403"]?.description).toContain("x-xsrf-token");
      const error = documentedSchema(document, responses["400"]?.content?.["application/json"]?.schema);
      const refused = {
        statusCode: 400,
        error: "Bad Request",
        message: "…",
        errors: { name: "Name is required." },
      };
      expect(error.safeParse(refused).success).toBe(true);
    },
  );

  it("gives a 404 to every path with a name in it and a 400 to every query", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const { parameters = [], responses } = operations.get ?? { responses: {} };
      if (parameters.some((parameter) => parameter.in === "path"))
        expect(responses, path).toHaveProperty("404");
      if (parameters.some((parameter) => parameter.in === "query"))
        expect(responses, path).toHaveProperty("400");
    }
  });
});

describe("the documented enquiry bodies", () => {
  const bodyOf = (endpoint: string) =>
    documentedSchema(
      document,
      document.paths[endpoint]?.post?.requestBody?.content["application/json"]?.schema,
    );

  it.each([
    [ENDPOINTS.contact, VALID_BODIES.contact],
    [ENDPOINTS.sales, VALID_BODIES.sales],
    [ENDPOINTS.sample, VALID_BODIES.sales],
    [ENDPOINTS.product, { ...VALID_BODIES.product, sampleproduct1: "Fenrelease B-30" }],
  ])("%s: a body the service accepts fits the document", (endpoint, body) => {
    expect(bodyOf(endpoint).safeParse(body).error).toBeUndefined();
  });

  it.each(Object.values(ENQUIRY_FORMS))("$endpoint requires the fields its form requires", (form) => {
    const result = bodyOf(`/api/${form.endpoint}`).safeParse({});
    const missing = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    const required = form.fields
      .filter((field) => field.required && !field.otherOf)
      .map((field) => field.name);
    expect([...missing].sort()).toEqual(required.sort());
  });
});
