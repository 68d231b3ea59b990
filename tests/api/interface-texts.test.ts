import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareHref } from "#shared/catalogue/compare-list.ts";
import { type Locale, localizedPath, PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { productHref, teamProfileHref } from "#shared/site/page-hrefs.ts";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { getPage } from "../support/http-client.ts";
import { pageText } from "../support/page-text.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * The interface texts decision 065 left in English (decision 067): the compare page and its table,
 * the document centre's kinds, regions and languages, the sample basket's buttons, the talent
 * philosophy, case studies' and industry tables' labels, team profiles; and sizes in the language.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

type MessageKey = Exclude<keyof typeof en, "$schema">;
const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, de, fr, es };

/** The text as words of their own: "Product" is not in "Producto". */
const asWords = (text: string) =>
  new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u");

const COMPARED = compareHref(["fendust-d-5", "fendust-d-70"]);

/** Each page type (English path) and messages without parameters its own interface shows. */
const PAGES: [string, MessageKey[]][] = [
  [
    COMPARED,
    [
      "compare_details",
      "compare_add",
      "compare_differs",
      "compare_share",
      "compare_print",
      "compare_group_product",
      "compare_certifications",
      "product_chemical_type",
      "finder_facet_chemistry",
      "product_typical_values",
    ],
  ],
  ["/compare", ["compare_empty_link", "compare_empty_after"]],
  [compareHref(["no-such-product"]), ["compare_choose"]],
  [
    "/documents",
    ["documents_type_tds", "documents_type_sds", "documents_type_statement", "documents_country_eu"],
  ],
  [
    productHref("fendust-d-5"),
    [
      "documents_group_sds",
      "documents_group_statement",
      "documents_statement_reach",
      "documents_country_gb",
      "basket_add",
      "finder_cert_reach",
    ],
  ],
  ["/product", ["basket_add"]],
  ["/talent-philosophy", ["talent_bonding", "talent_thinking_text", "talent_diversity", "talent_join_link"]],
  ["/component-recovery", ["case_study_customer", "case_study_industry"]],
  ["/bakery", ["industry_tba"]],
];

describe.each(PREFIXED_LOCALES)("interface texts in %s (issue 17)", (locale) => {
  it.each(PAGES)("%s shows its interface texts translated, none of them in English", async (path, keys) => {
    const status = path.includes("no-such-product") ? 404 : 200;
    const text = await pageText(service, localizedPath(path, locale), status);
    for (const key of keys) {
      expect(text, `${key} on ${path}`).toContain(MESSAGES[locale][key]);
      if (MESSAGES.en[key] !== MESSAGES[locale][key])
        expect(text, key).not.toMatch(asWords(MESSAGES.en[key]));
      expect(text, key).not.toContain(key);
    }
  });

  it("names the comparison's rows, values and products' links in the language", async () => {
    const text = await pageText(service, localizedPath(COMPARED, locale));
    expect(text).toContain(`<th scope="row">${MESSAGES[locale].product_activity}`);
    expect(text).not.toMatch(/<td[^>]*>(Yes|No|None stated|Not applicable)</);
    // Catalogue data stays English and says so.
    expect(text).toMatch(/<td lang="en">Dust suppressant concentrate<\/td>/);
    for (const [, href] of text.matchAll(/<a href="(\/[^"]*)"/g)) {
      if (href?.startsWith("/files/")) continue;
      expect(href, "a link of the compare page").toMatch(new RegExp(`^/${locale}/`));
    }
  });

  it("writes file sizes as the language does", async () => {
    const text = await pageText(service, localizedPath(productHref("fendust-d-5"), locale));
    const sizes = [...text.matchAll(/ · PDF, ([^<]+)</g)].map((match) => match[1] ?? "");
    expect(sizes.length).toBeGreaterThan(0);
    const unit = { de: /^\d+ kB$/, fr: /^\d+\u202fko$/, es: /^\d+ kB$/ }[locale];
    for (const size of sizes) expect(size).toMatch(unit);
  });

  it("names team profiles' portrait and neighbours in the language, linking within it", async () => {
    const { html } = await getPage(
      service,
      localizedPath(teamProfileHref("board-of-directors", "david-achebe"), locale),
    );
    const nav = /<nav class="profile-neighbours" aria-label="([^"]+)">([\s\S]*?)<\/nav>/.exec(html);
    expect(nav?.[1]).toContain(MESSAGES[locale].nav_board_of_directors);
    for (const [, href] of (nav?.[2] ?? "").matchAll(/href="([^"]+)"/g)) {
      expect(href).toMatch(new RegExp(`^/${locale}/`));
    }
  });

  it("answers an unknown address in the language after the English 404 page was cached", async () => {
    await getPage(service, "/no-such-page-at-all");
    const { status, html } = await getPage(service, localizedPath("/no-such-page-at-all", locale));
    expect(status).toBe(404);
    expect(html).toContain(`<html lang="${locale}"`);
  });
});

describe("interface texts in English", () => {
  it.each(PAGES)("%s keeps its English texts", async (path, keys) => {
    const status = path.includes("no-such-product") ? 404 : 200;
    const text = await pageText(service, path, status);
    for (const key of keys) expect(text, key).toContain(MESSAGES.en[key]);
  });

  it("keeps English file sizes as they were", async () => {
    const text = await pageText(service, productHref("fendust-d-5"));
    expect(text).toMatch(/ · PDF, \d+ KB</);
  });
});
