import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_LOCALE, localeOfPath, PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { CRAWLER_CONNECTIONS, mapConcurrently } from "../support/bounded-concurrency.ts";
import { jsonOf, textOf } from "../support/http-client.ts";
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

const TRANSLATED_PRODUCT = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})/products/`);
/** One translated product page in this many is crawled. */
const TRANSLATED_PRODUCT_SAMPLE = 7;

/**
 * Every translated page but the products, of which a sample: a translated product page is the English
 * one's route under a prefix, and rendering each of the 800 took most of this file's minute (the
 * translations themselves are checked by tests/api/translated-pages.test.ts). The English pages'
 * statuses are checked by seo-meta.test.ts, which renders each of them for its head anyway.
 */
function crawled(urls: string[]): string[] {
  let translatedProducts = 0;
  return urls.filter((url) => {
    const { pathname } = new URL(url);
    if (localeOfPath(pathname) === BASE_LOCALE) return false;
    return !TRANSLATED_PRODUCT.test(pathname) || translatedProducts++ % TRANSLATED_PRODUCT_SAMPLE === 0;
  });
}

describe("robots.txt and sitemap.xml", () => {
  it("names the sitemap in robots.txt", async () => {
    const text = await textOf(service, "/robots.txt");
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

  it("lists every team profile and industry page", async () => {
    const urls = await sitemapUrls();
    const industries = (await jsonOf(service, "/api/industries-list")) as {
      data: { slug: string }[];
    };
    expect(industries.data.length).toBeGreaterThan(0);
    for (const { slug } of industries.data) expect(urls).toContain(`${SITE}/industries/${slug}`);
    for (const kind of ["board-of-directors", "corporate-team"]) {
      const team = (await jsonOf(service, `/api/all-teams/${kind}`)) as {
        data: { slug: string }[];
      };
      expect(team.data.length).toBeGreaterThan(0);
      for (const { slug } of team.data) expect(urls).toContain(`${SITE}/${kind}/${slug}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("dates the news and press-release lists by their newest item", async () => {
    const sitemap = await textOf(service, "/sitemap.xml");
    const news = (await jsonOf(service, "/api/media-list")) as { data: { date: string }[] };
    const releases = (await jsonOf(service, "/api/press-release")) as { data: { date: string }[] };
    expect(sitemap).toContain(`<loc>${SITE}/news</loc><lastmod>${news.data[0]?.date}</lastmod>`);
    expect(sitemap).toContain(`<loc>${SITE}/press-release</loc><lastmod>${releases.data[0]?.date}</lastmod>`);
    expect(sitemap).toMatch(new RegExp(`<loc>${SITE}/product</loc>(?!<lastmod>)`));
  });

  it("lists only URLs that answer 200 (the other languages; translated products sampled)", {
    timeout: 180_000,
  }, async () => {
    const urls = crawled(await sitemapUrls());
    expect(urls.some((url) => TRANSLATED_PRODUCT.test(new URL(url).pathname))).toBe(true);
    const statuses = await mapConcurrently(urls, CRAWLER_CONNECTIONS, async (url) => {
      const response = await service.fetch(url.slice(SITE.length));
      await response.body?.cancel();
      return [url, response.status] as const;
    });
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });
});
