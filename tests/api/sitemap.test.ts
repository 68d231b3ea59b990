import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/test-service.ts";

const SITE = "https://www.fenmoor-chemicals.example";
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE });
});
afterAll(() => service.stop());

async function sitemapUrls(): Promise<string[]> {
  const response = await service.fetch("/sitemap.xml");
  expect(response.headers.get("content-type")).toContain("application/xml");
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("robots.txt and sitemap.xml", () => {
  it("names the sitemap in robots.txt", async () => {
    const text = await (await service.fetch("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("lists public pages as absolute URLs", async () => {
    const urls = await sitemapUrls();
    expect(urls).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/product`, `${SITE}/news`, `${SITE}/privacy-policy`]),
    );
    expect(urls).not.toContain(`${SITE}/error`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists only URLs that answer 200", async () => {
    for (const url of await sitemapUrls()) {
      const response = await service.fetch(url.slice(SITE.length));
      await response.body?.cancel();
      expect(response.status, url).toBe(200);
    }
  });
});
