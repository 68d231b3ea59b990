import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { CategoryListSchema, ProductListSchema, SuggestionsSchema } from "#shared/catalogue/api.ts";
import { CmsPageSchema, type TeamList, TeamListSchema, TeamProfileSchema } from "#shared/company/api.ts";
import { IndustryDetailSchema, IndustryListSchema } from "#shared/industries/api.ts";
import { NewsListSchema, PressReleaseListSchema } from "#shared/media/api.ts";
import { ApiErrorSchema } from "#shared/site/api.ts";
import { getJson } from "../support/http-client.ts";
import { type OpenApiDocument, openApiDocument, responseSchema } from "../support/openapi-document.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
let document: OpenApiDocument;
beforeAll(async () => {
  service = await startTestService();
  document = await openApiDocument(service);
});
afterAll(() => service.stop());

/** The parsed body of an answer, failing the test unless it has the status expected. */
async function answer(pathname: string, status = 200): Promise<unknown> {
  const { status: actual, body } = await getJson(service, pathname);
  expect(actual, pathname).toBe(status);
  return body;
}

/** Sample requests of each documented GET, with the shared schema each answer is declared with. */
async function samples(): Promise<Record<string, { urls: string[]; schema: z.ZodType }>> {
  const teams = (await answer("/api/all-teams/corporate-team")) as TeamList;
  const industries = (await answer("/api/industries-list")) as { data: { slug: string }[] };
  const [first, second] = teams.data;
  return {
    "/api/list": {
      urls: [
        "/api/list",
        "/api/list?query=foam&skip=10",
        "/api/list?catId=3,4",
        "/api/list?catId=5&all=true",
      ],
      schema: ProductListSchema,
    },
    "/api/autocomplete-list": {
      urls: ["/api/autocomplete-list?search=fen", "/api/autocomplete-list?search=fen&pagesearch=true"],
      schema: SuggestionsSchema,
    },
    "/api/category-list": { urls: ["/api/category-list"], schema: CategoryListSchema },
    "/api/page/{slug}": { urls: ["/api/page/who-we-are", "/api/page/esg"], schema: CmsPageSchema },
    "/api/all-teams/{kind}": {
      urls: ["/api/all-teams/board-of-directors", "/api/all-teams/corporate-team"],
      schema: TeamListSchema,
    },
    "/api/teams/{kind}/{slug}": {
      urls: [`/api/teams/corporate-team/${first?.slug}`, `/api/teams/corporate-team/${second?.slug}`],
      schema: TeamProfileSchema,
    },
    "/api/industries-list": { urls: ["/api/industries-list"], schema: IndustryListSchema },
    "/api/industries-detail/{slug}": {
      urls: [`/api/industries-detail/${industries.data[0]?.slug}`],
      schema: IndustryDetailSchema,
    },
    "/api/press-release": {
      urls: ["/api/press-release", "/api/press-release?year=2023"],
      schema: PressReleaseListSchema,
    },
    "/api/media-list": { urls: ["/api/media-list", "/api/media-list?skip=5"], schema: NewsListSchema },
  };
}

describe("every GET answers as declared", () => {
  it("has a sample for every documented GET", async () => {
    const documented = Object.keys(document.paths).filter(
      (path) => document.paths[path]?.get && path !== "/api/openapi.json",
    );
    expect(Object.keys(await samples()).sort()).toEqual(documented.sort());
  });

  it("answers each sample with exactly the fields of its shared schema and of the document", async () => {
    for (const [path, { urls, schema }] of Object.entries(await samples())) {
      const documented = responseSchema(document, path, "get", 200);
      for (const url of urls) {
        const body = await answer(url);
        // Parsing drops undeclared fields, so an answer with more than its schema would differ.
        expect(schema.parse(body), url).toEqual(body);
        expect(documented.safeParse(body).error, url).toBeUndefined();
      }
    }
  });

  it.each([
    ["/api/list", "/api/list?skip=abc", 400],
    ["/api/media-list", "/api/media-list?skip=0&skip=5", 400],
    ["/api/page/{slug}", "/api/page/no-such-page", 404],
    ["/api/all-teams/{kind}", "/api/all-teams/shareholders", 404],
    ["/api/teams/{kind}/{slug}", "/api/teams/corporate-team/NOBODY", 404],
  ] as const)("%s answers an error (%s) in the documented shape", async (path, url, status) => {
    const body = await answer(url, status);
    expect(ApiErrorSchema.parse(body)).toEqual(body);
    expect(responseSchema(document, path, "get", status).safeParse(body).error).toBeUndefined();
  });
});

describe("only declared fields leave", () => {
  it("does not pass on a column the team schema does not declare", async () => {
    const team = vi.spyOn(service.services.company, "team");
    const rows = await service.services.company.team("board-of-directors");
    team.mockResolvedValueOnce(rows.map((row) => ({ ...row, kind: "board-of-directors", salary: 250000 })));
    const body = (await answer("/api/all-teams/board-of-directors")) as TeamList;
    team.mockRestore();
    expect(body.data).toHaveLength(rows.length);
    for (const member of body.data) {
      expect(Object.keys(member)).toEqual(["slug", "image", "title", "sub_title", "description"]);
    }
  });

  it("answers 500 rather than an answer that does not fit its schema", async () => {
    const team = vi.spyOn(service.services.company, "team");
    const rows = await service.services.company.team("corporate-team");
    team.mockResolvedValueOnce(rows.map(({ title: _title, ...rest }) => rest) as typeof rows);
    const response = await service.fetch("/api/all-teams/corporate-team");
    team.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Something went wrong on our side.",
    });
  });
});
