import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_PAGE_FIELDS } from "#server/company/company.ts";
import { CMS_PAGE_SLUGS } from "#shared/company/company-pages.ts";
import { getOkJson } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

async function pageContent(slug: string): Promise<Record<string, string>> {
  const body = await getOkJson<{ result: { content: string } }>(service, `/api/page/${slug}`);
  expect(typeof body.result.content).toBe("string");
  return JSON.parse(body.result.content) as Record<string, string>;
}

describe("GET /api/page/{slug} (spec 7)", () => {
  it.each(CMS_PAGE_SLUGS)(
    "%s answers result.content as a JSON string with every spec 3 field",
    async (slug) => {
      const content = await pageContent(slug);
      expect(Object.keys(content).sort()).toEqual([...CMS_PAGE_FIELDS].sort());
      expect(content.content_title1).not.toBe("");
      expect(content.content_detail1).toMatch(/^<(p|ul)>/);
    },
  );

  it("gives media as paths under the file base, which the file service answers", async () => {
    const content = await pageContent("csr");
    expect(content.content_pdf1).toBe("documents/csr-report-2023.pdf");
    expect(content.content_image1).toMatch(/^pages\/.+\.svg$/);
    const image = await service.fetch(`/files/${content.content_image1}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("gives the CSR page four titled blocks, two images and two PDFs (spec 2.7)", async () => {
    const content = await pageContent("csr");
    for (const n of [1, 2, 3, 4]) expect(content[`content_title${n}`]).not.toBe("");
    for (const field of ["content_image1", "content_image2", "content_pdf1", "content_pdf2", "pdf_title1"])
      expect(content[field]).not.toBe("");
  });

  it("gives the ESG page its two certificates with PDFs", async () => {
    const content = await pageContent("esg");
    expect(content.pdf_title1).toMatch(/Chemical Industries Association/);
    expect(content.pdf_title2).toMatch(/Responsible Care/);
  });

  it.each(["about", "no-such-page", "WHO-WE-ARE", "who-we-are%3Cscript%3E"])(
    "answers 404 JSON for %s",
    async (slug) => {
      const response = await service.fetch(`/api/page/${slug}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
    },
  );
});
