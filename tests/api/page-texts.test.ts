import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Locale, localizedPath, PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { productHref, teamProfileHref } from "#shared/site/page-hrefs.ts";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { getPage } from "../support/http-client.ts";
import { pageText as readPageText } from "../support/page-text.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const SITE = "https://www.fenmoor-chemicals.example";
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ PUBLIC_SITE_URL: SITE });
});
afterAll(() => service.stop());

type MessageKey = Exclude<keyof typeof en, "$schema">;
const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, de, fr, es };

/** A page's text and attributes as a reader gets them (tests/support/page-text.ts). */
const pageText = (pathname: string) => readPageText(service, pathname);

/** Each page type (English path) and messages without parameters its own interface shows. */
const PAGES: [string, MessageKey[]][] = [
  [
    "/",
    ["home_intro_title", "home_intro_text", "home_industries_lead", "home_cta_title", "home_carousel_label"],
  ],
  ["/product", ["finder_filter_by_category", "finder_expert_prompt", "finder_apply", "finder_placeholder"]],
  ["/product?query=zzqx", ["finder_no_product", "finder_no_match_check", "finder_no_match_help"]],
  [
    "/product?cat_id=3&cert=halal",
    [
      "finder_facet_cert",
      "finder_facet_function",
      "finder_filter_by",
      "finder_clear_filters",
      "finder_show_matching",
    ],
  ],
  [
    productHref("fenfoam-s-120"),
    [
      "product_at_a_glance",
      "product_typical_properties",
      "product_typical_values",
      "product_download_datasheet",
    ],
  ],
  ["/search", ["search_prompt", "search_page_placeholder"]],
  ["/search?search=foam", ["search_products", "search_refine"]],
  ["/news", ["news_lead", "news_items"]],
  ["/press-release", ["news_press_lead", "news_view_pdf", "news_by_year"]],
  ["/privacy-policy", ["legal_on_this_page"]],
  ["/documents", ["documents_lead", "documents_find"]],
  ["/industries", ["industry_applications"]],
  ["/component-recovery", ["case_study_challenge", "case_study_outcome", "case_study_download"]],
  ["/careers-overview", ["company_write_to_us"]],
  [teamProfileHref("board-of-directors", "margaret-holloway"), ["company_next"]],
];

describe.each(PREFIXED_LOCALES)("page texts in %s (issue 17)", (locale) => {
  it.each(PAGES)("%s shows its interface texts translated, none of them in English", async (path, keys) => {
    const text = await pageText(localizedPath(path, locale));
    for (const key of keys) {
      expect(text, `${key} on ${path}`).toContain(MESSAGES[locale][key]);
      if (MESSAGES.en[key] !== MESSAGES[locale][key]) expect(text, key).not.toContain(MESSAGES.en[key]);
    }
  });

  it("links the breadcrumb and its JSON-LD within the language", async () => {
    const { html } = await getPage(service, localizedPath(productHref("fenfoam-s-120"), locale));
    const nav = /<nav aria-label="[^"]*" class="breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    const links = [...nav.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toMatch(new RegExp(`^/${locale}/`));
    expect(nav).toContain(`>${MESSAGES[locale].breadcrumb_home}<`);
    const items = [...nav.matchAll(/"item":"([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(items.length).toBe(links.length + 1);
    for (const item of items) expect(item.startsWith(`${SITE}/${locale}/`)).toBe(true);
  });

  it("names the finder's facet values in the language", async () => {
    const text = await pageText(localizedPath("/product?cat_id=3&cert=halal", locale));
    expect(text).toContain(`<label for="facet-cert-kosher">${MESSAGES[locale].finder_cert_kosher} <span`);
  });

  it("says on the news list that news is English and marks the items lang=en", async () => {
    const text = await pageText(localizedPath("/news", locale));
    expect(text).toContain(MESSAGES[locale].news_english_only);
    expect(text).toMatch(/<h2 id="news-\d+-title" class="news-item-title" lang="en">/);
  });
});

describe("page texts in English", () => {
  it.each(PAGES)("%s keeps its English texts", async (path, keys) => {
    const text = await pageText(path);
    for (const key of keys) expect(text, key).toContain(MESSAGES.en[key]);
    expect(text).not.toContain(MESSAGES.en.news_english_only);
  });
});

const MONTH_DATES: [string, RegExp][] = [
  [
    "/de/news",
    /\b\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}\b/,
  ],
  [
    "/fr/news",
    /\b\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}\b/,
  ],
  [
    "/es/press-release",
    /\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}\b/,
  ],
  [
    "/news",
    /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/,
  ],
];
const ENGLISH_DATE =
  /<time[^>]*>\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}</;

describe("dates in the page's language", () => {
  it.each(MONTH_DATES)("%s writes its dates so", async (path, date) => {
    const text = await pageText(path);
    const times = [...text.matchAll(/<time[^>]*>([^<]+)</g)].map((match) => match[1] ?? "");
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(date);
    if (path !== "/news") expect(text).not.toMatch(ENGLISH_DATE);
  });
});
