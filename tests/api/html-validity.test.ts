import { afterAll, beforeAll, expect, it } from "vitest";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { SAMPLE_PAGES } from "../support/sample-pages.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

async function fetchPage(path: string, status: number): Promise<HtmlDocument> {
  const response = await service.fetch(path);
  expect(response.status, path).toBe(status);
  return { name: path, html: await response.text() };
}

it("serves valid HTML on every route (Nu HTML Checker)", { timeout: 180_000 }, async () => {
  const documents = await Promise.all(SAMPLE_PAGES.map(({ path, status }) => fetchPage(path, status)));
  // A news item's link (`?item=`) redirects to the page that holds it, with the item as fragment.
  const itemLink = await service.fetch("/news?item=101");
  const itemPage = itemLink.headers.get("location");
  expect(itemPage).toMatch(/^\/news(\?page=\d+)?#101$/);
  documents.push(await fetchPage(itemPage?.replace(/#.*/, "") ?? "", 200));
  // Pages offering the visitor's language (decision 066).
  for (const [path, language] of [
    ["/who-we-are", "de"],
    ["/de/", "en"],
  ] as const) {
    const offered = await service.fetch(path, { headers: { "accept-language": language } });
    const html = await offered.text();
    expect(html, path).toContain('class="language-suggestion"');
    documents.push({ name: `${path} (Accept-Language: ${language})`, html });
  }

  expect(await htmlErrors(documents)).toEqual([]);
});
