import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPARE_MAX } from "#shared/catalogue/compare-list.ts";
import { LANGUAGE_TAGS, LOCALES, localizedPath, PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { CRAWLER_CONNECTIONS, mapConcurrently } from "../support/bounded-concurrency.ts";
import { getPage, request, textOf } from "../support/http-client.ts";
import { localizedStaticPaths, staticPaths } from "../support/route-table.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Text as React writes it into an attribute. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("'", "&#x27;");

const SITE = "https://www.fenmoor-chemicals.example";
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE });
});
afterAll(() => service.stop());

/** English paths of the route table: the other languages' routes are generated from them. */
const englishPaths = staticPaths();

type MessageKey = Exclude<keyof typeof en, "$schema">;
const MESSAGES: Record<string, Record<MessageKey, string>> = { en, de, fr, es };
/** Any message key standing alone in a page's text or attributes, outside its scripts. */
const MESSAGE_KEY = new RegExp(
  `(?<![\\w-])(${Object.keys(en)
    .filter((key) => key !== "$schema")
    .join("|")})(?![\\w-])`,
);
const SCRIPTS = /<script[^>]*>[\s\S]*?<\/script>/g;

/** Fixed pages' titles and descriptions, by the messages they are written in. */
const FIXED_PAGE_META: [path: string, title: MessageKey, description: MessageKey][] = [
  ["/contact-us", "nav_contact_us", "meta_contact_description"],
  ["/sales-enquiry", "nav_sales_enquiry", "meta_sales_description"],
  ["/request-a-sample", "nav_request_a_sample", "meta_sample_description"],
  ["/product-enquiry", "nav_product_enquiry", "meta_product_enquiry_description"],
  ["/talk-to-an-expert", "nav_talk_to_an_expert", "meta_expert_description"],
  ["/industries", "nav_industries", "meta_industries_description"],
  ["/case-studies", "nav_case_studies", "meta_case_studies_description"],
  ["/news", "nav_news", "meta_news_description"],
  ["/press-release", "meta_press_releases_title", "meta_press_releases_description"],
  ["/talent-philosophy", "nav_talent_philosophy", "meta_talent_description"],
  ["/quality-certifications", "nav_quality_certifications", "meta_quality_description"],
  ["/board-of-directors", "nav_board_of_directors", "meta_board_description"],
  ["/corporate-team", "nav_corporate_team", "meta_corporate_description"],
  ["/product", "nav_product_finder", "meta_finder_description"],
  ["/documents", "meta_documents_title", "meta_documents_description"],
  ["/compare", "meta_compare_title", "meta_compare_description"],
  ["/search", "meta_search_title", "meta_search_description"],
  ["/about", "meta_about_title", "meta_about_description"],
];

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
    const all = new Set(localizedStaticPaths());
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
      // A compiled message's key never shows instead of its text, in the page or its head.
      const key = html.replace(SCRIPTS, "").match(MESSAGE_KEY);
      if (key) found.push(`message key ${key[1]}`);
      return found.length ? [`${url}: ${found.join(", ")}`] : [];
    });
    expect(problems.flat()).toEqual([]);
  });

  it.each(LOCALES)("gives the fixed pages their title and description in %s", async (locale) => {
    const messages = MESSAGES[locale] as Record<MessageKey, string>;
    const problems = [];
    for (const [path, title, description] of FIXED_PAGE_META) {
      const html = await textOf(service, localizedPath(path, locale));
      const shown = html.match(/<title>([^<]*)<\/title>/)?.[1];
      const summary = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      if (shown !== `${messages[title]} | Fenmoor Chemicals`) problems.push(`${path} title ${shown}`);
      if (summary !== escapeHtml(messages[description].replace("{max}", String(COMPARE_MAX))))
        problems.push(`${path} description ${summary}`);
    }
    expect(problems).toEqual([]);
  });

  it("shows the home page's title in the page's language", async () => {
    for (const locale of LOCALES) {
      const html = await textOf(service, localizedPath("/", locale));
      expect(html).toContain(`<title>Fenmoor Chemicals | ${MESSAGES[locale]?.meta_home_title}</title>`);
    }
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
