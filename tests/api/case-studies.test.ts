import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_STUDY_SLUGS } from "#shared/case-studies/case-study-slugs.ts";
import { getPage } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const LISTED = ["component-recovery", "beating-the-cold", "improvement-witnessed", "a-star-performer"];

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

describe("case studies (spec 2.8), server-rendered", () => {
  it("lists the four case studies of the spec, in order", async () => {
    const { status, html: body } = await getPage(service, "/case-studies");
    expect(status).toBe(200);
    const links = [
      ...body.matchAll(
        /<a[^>]*class="card-link"[^>]*href="\/([a-z-]+)"|<a[^>]*href="\/([a-z-]+)"[^>]*class="card-link"/g,
      ),
    ].map((match) => match[1] ?? match[2]);
    expect(links).toEqual(LISTED);
  });

  it.each(CASE_STUDY_SLUGS)(
    "%s has Challenge, Solution, Outcome, a PDF and three related stories",
    async (slug) => {
      const { status, html: body } = await getPage(service, `/${slug}`);
      expect(status).toBe(200);
      for (const heading of ["Challenge", "Solution", "Outcome", "Related stories"]) {
        expect(body).toContain(`>${heading}</h2>`);
      }
      const pdf = body.match(
        /href="([^"]+\.pdf)"[^>]*type="application\/pdf"[^>]*>[\s\S]*?Download this case study/,
      );
      expect(pdf?.[1]).toBe(`/files/case-studies/${slug}.pdf`);
      const file = await service.fetch(pdf?.[1] ?? "");
      expect(file.headers.get("content-type")).toContain("application/pdf");
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      const related = body.slice(body.indexOf('id="related-title"'));
      const relatedLinks = [...related.matchAll(/href="\/([a-z-]+)"/g)].map((match) => match[1]);
      const stories = relatedLinks.filter((link) =>
        (CASE_STUDY_SLUGS as readonly string[]).includes(link ?? ""),
      );
      expect(new Set(stories).size).toBe(3);
      expect(stories).not.toContain(slug);
    },
  );

  it("reaches the unlisted a-tale-of-blood through related stories", async () => {
    const pages = await Promise.all(LISTED.map((slug) => getPage(service, `/${slug}`)));
    expect(pages.some((page) => page.html.includes('href="/a-tale-of-blood"'))).toBe(true);
  });

  it("puts a BreadcrumbList back to /case-studies in the page", async () => {
    const { html: body } = await getPage(service, "/beating-the-cold");
    const json = body.match(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)?.[1] ?? "{}";
    const list = JSON.parse(json) as { "@type": string; itemListElement: { name: string; item: string }[] };
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Case Studies",
      "Beating the Cold",
    ]);
    expect(list.itemListElement[1]?.item).toMatch(/\/case-studies$/);
  });
});
