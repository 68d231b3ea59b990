import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LOCALES, localizedPath, PREFIXED_LOCALES } from "../../shared/i18n/locales.ts";
import { CRAWLER_CONNECTIONS, mapConcurrently } from "../support/bounded-concurrency.ts";
import { getPage, request, textOf } from "../support/http-client.ts";
import { staticPaths } from "../support/route-table.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const SITE = "https://www.fenmoor-chemicals.example";
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE });
});
afterAll(() => service.stop());

/** English paths of the route table: the other languages' routes are generated from them. */
const englishPaths = staticPaths().filter((pathname) => localizedPath(pathname, "en") === pathname);

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

describe("the site in four languages (issue 17)", () => {
  it("generates every English route under each prefix", () => {
    const all = new Set(staticPaths());
    for (const pathname of englishPaths) {
      for (const locale of PREFIXED_LOCALES) {
        expect(all, pathname).toContain(pathname === "/" ? `/${locale}` : `/${locale}${pathname}`);
      }
    }
  });

  it("answers every route in each language with its lang, its own canonical and the alternates", {
    timeout: 240_000,
  }, async () => {
    const jobs = englishPaths
      .filter((p) => p !== "/error")
      .flatMap((pathname) => LOCALES.map((locale) => ({ pathname, locale })));
    const problems = await mapConcurrently(jobs, CRAWLER_CONNECTIONS, async ({ pathname, locale }) => {
      const url = localizedPath(pathname, locale);
      const { status, html } = await getPage(service, url);
      const found: string[] = [];
      if (status !== 200) found.push(`status ${status}`);
      if (!html.includes(`<html lang="${LANGUAGE_TAGS[locale]}"`)) found.push("lang");
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      if (canonical !== `${SITE}${url}`) found.push(`canonical ${canonical}`);
      const expected = Object.fromEntries([
        ...LOCALES.map((other) => [LANGUAGE_TAGS[other], `${SITE}${localizedPath(pathname, other)}`]),
        ["x-default", `${SITE}${pathname}`],
      ]);
      if (JSON.stringify(alternatesOf(html)) !== JSON.stringify(expected)) found.push("hreflang");
      // A compiled message's key never shows instead of its text.
      const key = html.match(
        />\s*((?:nav|footer|search|language|not_found|server_error|menu|industry)_[a-z_]+)\s*</,
      );
      if (key) found.push(`message key ${key[1]}`);
      return found.length ? [`${url}: ${found.join(", ")}`] : [];
    });
    expect(problems.flat()).toEqual([]);
  });

  it("shows the interface in the page's language", async () => {
    expect(await textOf(service, "/de/contact-us")).toContain("Zum Hauptinhalt springen");
    expect(await textOf(service, "/fr/contact-us")).toContain("Aller au contenu principal");
    expect(await textOf(service, "/es/contact-us")).toContain("Ir al contenido principal");
    expect(await textOf(service, "/contact-us")).toContain("Skip to main content");
  });

  it("answers an unknown address under a prefix with the 404 page in that language", async () => {
    const { status, html } = await getPage(service, "/de/no-such-page");
    expect(status).toBe(404);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Die gesuchte Seite wurde möglicherweise verschoben.");
  });

  it("keeps the redirects of spec 2.2 and the lower-case rule under a prefix too", async () => {
    const upper = await request(service, "/de/Contact-Us");
    expect(upper.status).toBe(301);
    expect(upper.headers.get("location")).toBe("/de/contact-us");
    const facets = await request(service, "/fr/product?cat=b&cat=a");
    expect([200, 301]).toContain(facets.status);
    if (facets.status === 301) expect(facets.headers.get("location")).toMatch(/^\/fr\/product\?/);
  });

  it("keeps a list's redirects in the page's language", async () => {
    const cases = [
      ["/de/product?page=9999", /^\/de\/product\?page=\d+$/],
      ["/fr/documents?page=abc", /^\/fr\/documents$/],
      ["/es/news?page=9999", /^\/es\/news\?page=\d+$/],
      ["/de/news?item=999999", /^\/de\/news$/],
      ["/fr/press-release?item=999999", /^\/fr\/press-release$/],
    ] as const;
    for (const [url, target] of cases) {
      const response = await request(service, url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get("location"), url).toMatch(target);
    }
  });

  it("keeps a finder search apart from the plain finder in the page cache of every language", async () => {
    await textOf(service, "/de/product");
    const search = await textOf(service, "/de/product?query=silicone");
    expect(search).not.toBe(await textOf(service, "/de/product"));
  });

  it("lists every language's pages in the sitemap, each with its alternates", async () => {
    const xml = await textOf(service, "/sitemap.xml");
    for (const locale of LOCALES)
      expect(xml).toContain(`<loc>${SITE}${localizedPath("/contact-us", locale)}</loc>`);
    const entry = xml.match(new RegExp(`<url><loc>${SITE}/fr/contact-us</loc>(.*?)</url>`))?.[1] ?? "";
    for (const locale of LOCALES) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${SITE}${localizedPath("/contact-us", locale)}"/>`,
      );
    }
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/contact-us"/>`);
  });
});
