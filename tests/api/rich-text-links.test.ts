import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { INDUSTRIES } from "#shared/industries/industries.ts";
import { textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Issue 30 item 18: links between pages inside translated rich text stay in the page's language. */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

/** The pages whose rich text links to other pages of the site. */
const PAGES = [
  "/terms-of-use",
  "/disclaimer",
  "/r-and-d",
  "/innovation-overview",
  ...INDUSTRIES.map((industry) => `/industries/${industry.slug}`),
];

/** The addresses of the links inside a page's rich text (which holds no `div` of its own). */
async function richTextLinks(path: string): Promise<string[]> {
  const html = await textOf(service, path);
  const blocks = [...html.matchAll(/<div class="rich-text[^"]*"[^>]*>([\s\S]*?)<\/div>/g)];
  return blocks.flatMap((block) =>
    [...(block[1] ?? "").matchAll(/<a [^>]*href="([^"]*)"/g)].map((link) => link[1] ?? ""),
  );
}

const internal = (href: string) => href.startsWith("/") && !href.startsWith("/files/");

describe.each(PREFIXED_LOCALES)("rich text links in %s", (locale) => {
  it("lead to the site's pages in the same language, all 28 of them", async () => {
    const links = (await Promise.all(PAGES.map((path) => richTextLinks(`/${locale}${path}`)))).flat();
    const pageLinks = links.filter(internal);
    expect(pageLinks).toHaveLength(28);
    for (const href of pageLinks) expect(href).toMatch(new RegExp(`^/${locale}/`));
    expect(pageLinks).toContain(`/${locale}/privacy-policy`);
    expect(links.filter((href) => href.startsWith("/files/")).length).toBeGreaterThan(0);
  });
});

describe("rich text links in English", () => {
  it("keep their addresses", async () => {
    const links = (await Promise.all(PAGES.map(richTextLinks))).flat().filter(internal);
    expect(links.length).toBeGreaterThanOrEqual(28);
    expect(links).toContain("/privacy-policy");
    for (const href of links) expect(href).not.toMatch(/^\/(de|fr|es)\//);
  });
});
