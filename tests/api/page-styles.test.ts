import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SAMPLE_PAGES } from "../support/sample-pages.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Each page links the site-wide sheet and its area's own (app/styles/index.css): a first visit
 * styles only what the page can show. These tests catch a class moved to, or used from, a sheet
 * the page does not link.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const ASSETS = path.resolve(import.meta.dirname, "../../build/client/assets");
const STAFF_SHEET = /^staff-/;

/** The class names a stylesheet's selectors name. */
function selectorClasses(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, "").match(/[^{}]+(?=\{)/g) ?? [];
  return new Set(
    selectors.flatMap((selector) => [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? "")),
  );
}

function publicSheets(): Map<string, string> {
  const files = fs.readdirSync(ASSETS).filter((file) => file.endsWith(".css") && !STAFF_SHEET.test(file));
  return new Map(files.map((file) => [`/assets/${file}`, fs.readFileSync(path.join(ASSETS, file), "utf8")]));
}

function linkedSheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
}

function classesOf(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/).filter(Boolean)),
  );
}

it("styles every class a page uses with a sheet that page links", async () => {
  const sheets = publicSheets();
  const styledAnywhere = new Set([...sheets.values()].flatMap((css) => [...selectorClasses(css)]));
  const unstyled: string[] = [];
  for (const { path: page, status } of SAMPLE_PAGES) {
    const response = await service.fetch(page);
    expect(response.status, page).toBe(status);
    const html = await response.text();
    const linked = linkedSheets(html);
    for (const href of linked) expect(sheets.has(href), `${page} links ${href}`).toBe(true);
    const styledHere = new Set(linked.flatMap((href) => [...selectorClasses(sheets.get(href) ?? "")]));
    const missing = [...classesOf(html)].filter((name) => styledAnywhere.has(name) && !styledHere.has(name));
    if (missing.length > 0) unstyled.push(`${page}: ${missing.join(" ")}`);
  }
  expect(unstyled).toEqual([]);
});

it("sends a page its area's sheet, not every area's", async () => {
  const sheets = publicSheets();
  const allBytes = [...sheets.values()].reduce((sum, css) => sum + css.length, 0);
  for (const page of ["/", "/product", "/sales-enquiry", "/news", "/privacy-policy"]) {
    const linked = linkedSheets(await (await service.fetch(page)).text());
    const bytes = linked.reduce((sum, href) => sum + (sheets.get(href)?.length ?? 0), 0);
    expect(linked.length, page).toBe(2);
    expect(bytes, page).toBeLessThan(allBytes * 0.7);
  }
});
