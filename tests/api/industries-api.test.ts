import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/test-service.ts";

const ELEVEN = [
  "adhesives",
  "construction",
  "fermentation",
  "food-processing",
  "vegetable-processing",
  "oil-field",
  "textiles",
  "manufacturing",
  "coatings",
  "printing",
  "recycling-water-treatment",
];

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

describe("GET /api/industries-list (spec 7)", () => {
  it("lists the eleven industries with slug, image and name", async () => {
    const response = await service.fetch("/api/industries-list");
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { slug: string; image: string; name: string }[] };
    expect(data.map((industry) => industry.slug).sort()).toEqual([...ELEVEN].sort());
    for (const industry of data) {
      expect(Object.keys(industry).sort()).toEqual(["image", "name", "slug"]);
      const image = await service.fetch(`/files/${industry.image}`);
      await image.body?.cancel();
      expect(image.status, industry.image).toBe(200);
    }
  });
});

describe("GET /api/industries-detail/{slug} (spec 7)", () => {
  it.each(ELEVEN)("%s has sections and a first detail entry with name and description", async (slug) => {
    const response = await service.fetch(`/api/industries-detail/${slug}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { name: string; detail: string }[];
      detail: { name: string; description: string }[];
    };
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const section of body.data) expect(Object.keys(section).sort()).toEqual(["detail", "name"]);
    expect(body.detail[0]?.name).toBeTruthy();
    expect(body.detail[0]?.description).toMatch(/^<p>/);
  });

  it("opens every link of a section in a new tab without handing over the opener", async () => {
    const response = await service.fetch("/api/industries-detail/adhesives");
    const { data } = (await response.json()) as { data: { detail: string }[] };
    const links = data.flatMap((section) => section.detail.match(/<a [^>]*>/g) ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="noopener[^"]*"/);
    }
  });

  it.each(["bakery", "no-such-industry", "1%20or%201=1"])("answers 404 JSON for %s", async (slug) => {
    const response = await service.fetch(`/api/industries-detail/${slug}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });
});

describe("pages with a slug in the path", () => {
  it.each(["/industries/%00", "/board-of-directors/%00x", "/industries/adhesives%20x"])(
    "%s is a 404 page, never a server error",
    async (pathname) => {
      const response = await service.fetch(pathname);
      await response.body?.cancel();
      expect(response.status).toBe(404);
    },
  );
});
