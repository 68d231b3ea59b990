import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_LOCALE, localeOfPath } from "#shared/i18n/locales.ts";
import { CRAWLER_CONNECTIONS, mapConcurrently } from "../support/bounded-concurrency.ts";
import { textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const SITE = "https://www.fenmoor-chemicals.example";

type Head = {
  title: string[];
  meta: Record<string, string>[];
  canonical: string[];
  jsonLd: Record<string, unknown>[];
  jsonLdTypes: string[];
};

/** The parts of a page's head that search engines and social cards read. */
function readHead(html: string): Head {
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
  const types = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(types)
      : value && typeof value === "object"
        ? [
            ...(typeof (value as { "@type"?: unknown })["@type"] === "string"
              ? [(value as { "@type": string })["@type"]]
              : []),
            ...types((value as { "@graph"?: unknown })["@graph"] ?? []),
          ]
        : [];
  return {
    title: [...html.matchAll(/<title>(.*?)<\/title>/gs)].map((match) => match[1] ?? ""),
    meta: [...html.matchAll(/<meta [^>]*>/g)].map((match) => attributes(match[0])),
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1] ?? ""),
    jsonLd,
    jsonLdTypes: jsonLd.flatMap(types),
  };
}

function metaContent(head: Head, key: string): string | undefined {
  return head.meta.find((tag) => tag.name === key || tag.property === key)?.content;
}

let service: TestService;
let pages: { url: string; status: number; head: Head; showsBreadcrumb: boolean }[];
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE });
  const sitemap = await textOf(service, "/sitemap.xml");
  // The English pages; every language's head is checked in languages.test.ts.
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1] ?? "")
    .filter((url) => localeOfPath(new URL(url).pathname) === BASE_LOCALE);
  pages = await mapConcurrently(urls, CRAWLER_CONNECTIONS, async (url) => {
    const response = await service.fetch(url.slice(SITE.length));
    const html = await response.text();
    return {
      url,
      status: response.status,
      head: readHead(html),
      showsBreadcrumb: html.includes('aria-label="Breadcrumb"'),
    };
  });
  // Every English page of the sitemap, rendered while the other suites run beside this one.
}, 300_000);
afterAll(() => service.stop());

describe("what search engines and social networks read on every page of the sitemap", () => {
  // The sitemap's other languages are crawled for their status in sitemap.test.ts.
  it("every English page of the sitemap answers 200", () => {
    expect(pages.filter(({ status }) => status !== 200).map(({ url }) => url)).toEqual([]);
    expect(pages.length).toBeGreaterThan(100);
  });

  it("one title per page, and no two pages share one", () => {
    for (const { url, head } of pages) expect(head.title, url).toHaveLength(1);
    const titles = pages.map(({ head }) => head.title[0]);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it("a meta description on every page, none shared", () => {
    const descriptions = pages.map(({ url, head }) => {
      const description = metaContent(head, "description");
      expect(description?.length ?? 0, url).toBeGreaterThan(30);
      return description;
    });
    expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
  });

  it("a canonical URL equal to the page's own address", () => {
    for (const { url, head } of pages) expect(head.canonical, url).toEqual([url]);
  });

  it("Open Graph and Twitter card tags with an absolute image", () => {
    for (const { url, head } of pages) {
      for (const key of ["og:title", "og:description", "og:url", "twitter:card", "twitter:title"]) {
        expect(metaContent(head, key), `${url} ${key}`).toBeTruthy();
      }
      expect(metaContent(head, "og:image"), url).toMatch(/^https:\/\//);
      expect(metaContent(head, "twitter:image"), url).toMatch(/^https:\/\//);
      expect(metaContent(head, "robots") ?? "", url).not.toContain("noindex");
    }
  });

  it("structured data: a BreadcrumbList wherever a breadcrumb shows", () => {
    for (const { url, showsBreadcrumb, head } of pages)
      if (showsBreadcrumb) expect(head.jsonLdTypes, url).toContain("BreadcrumbList");
  });
});

describe("the home page", () => {
  it("carries the company as Organization structured data", () => {
    const home = pages.find(({ url }) => url === `${SITE}/`);
    expect(home?.head.jsonLdTypes).toContain("Organization");
  });
});

describe("pages with query strings", () => {
  it("search results are noindex, follow", async () => {
    const head = readHead(await textOf(service, "/search?search=foam"));
    expect(metaContent(head, "robots")).toBe("noindex, follow");
  });

  it("a finder listing describes its products as an ItemList", async () => {
    const html = await textOf(service, "/product?cat_id=3&page=2");
    const list = readHead(html).jsonLd.find((data) => data["@type"] === "ItemList");
    expect(list?.numberOfItems).toBeGreaterThan(10);
    const items = list?.itemListElement as { position: number; url: string }[];
    expect(items).toHaveLength(10);
    expect(items[0]?.position).toBe(11);
    for (const item of items) {
      expect(item.url).toMatch(new RegExp(`^${SITE}/products/[a-z0-9-]+$`));
      expect(html).toContain(`href="${item.url.slice(SITE.length)}"`);
    }
  });

  it("a category listing of the finder stays indexable", async () => {
    const head = readHead(await textOf(service, "/product?cat_id=3"));
    expect(metaContent(head, "robots") ?? "").not.toContain("noindex");
  });
});
