import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Issue 7's budget for all JavaScript a first visit to the home page downloads. */
const HOME_JS_BUDGET_BYTES = 120 * 1024;
/** Entry, bundler runtime, framework, root, shell and the page's own module (decision 015). */
const CONTENT_PAGE_SCRIPT_FILES = 6;

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

describe("JavaScript budget", () => {
  it("keeps the home page's first-load JavaScript under 120 KB gzipped", async () => {
    const html = await (await service.fetch("/")).text();
    const scripts = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""),
    );
    // Module scripts import further chunks; follow them so nothing is missed.
    const pending = [...scripts];
    const inline = [
      ...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g),
    ];
    let total = inline.reduce((sum, match) => sum + gzipSync(match[1] ?? "").length, 0);
    while (pending.length > 0) {
      const asset = pending.pop() as string;
      const source = await (await service.fetch(asset)).text();
      total += gzipSync(source).length;
      for (const match of source.matchAll(/from\s*"\.\/([^"]+\.js)"|import\("\.\/([^"]+\.js)"\)/g)) {
        const imported = `/assets/${match[1] ?? match[2]}`;
        if (match[1] && !scripts.has(imported)) {
          scripts.add(imported);
          pending.push(imported);
        }
      }
    }
    console.info(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  it.each(["/", "/who-we-are", "/news", "/industries/adhesives", "/privacy-policy"])(
    "loads the JavaScript of content page %s in at most six files, so a phone does not queue requests before painting",
    async (pathname) => {
      const html = await (await service.fetch(pathname)).text();
      const preloads = html.match(/<link rel="modulepreload"/g) ?? [];
      expect(preloads.length).toBeGreaterThan(0);
      expect(preloads.length).toBeLessThanOrEqual(CONTENT_PAGE_SCRIPT_FILES);
    },
  );
});
