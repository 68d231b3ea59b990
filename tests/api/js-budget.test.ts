import http from "node:http";
import { constants, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localizedPath } from "#shared/i18n/locales.ts";
import { textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Budget for all JavaScript a first visit to the home page downloads: issue 7's 120 KB, plus 1 KB for
 * issue 12's page-turn focus, form-outcome reveal and hydration mark (decision 021), plus 0.5 KB for
 * the counters' inline count-up, which costs a slow phone less main-thread time than the CSS
 * animation it replaced (decision 085), plus 0.3 KB for issue 30's failed-load notice: every page
 * keeps its heading and says so when its data does not arrive (decision 100), plus 0.5 KB for
 * issue 32's note of where a visit began, which every page may be the first of (decision 119).
 */
const HOME_JS_BUDGET_BYTES = 122.3 * 1024;
/** Entry, bundler runtime, framework, root, shell and the page's own module (decision 015). */
const CONTENT_PAGE_SCRIPT_FILES = 6;

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

/**
 * The bytes a browser asking for gzip downloads for an asset: the service sends the copy the build
 * compressed at level 9 (scripts/precompress-assets.ts), so this is what a first visit costs.
 */
function gzipBytesSent(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${service.baseUrl}${pathname}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () =>
          response.headers["content-encoding"] === "gzip"
            ? resolve(bytes)
            : reject(new Error(`${pathname} was not sent gzipped`)),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const INLINE_SCRIPT = /<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g;

/** The page's inline scripts and every script file they import, directly or through other files. */
async function scriptsOf(pathname: string) {
  const html = await textOf(service, pathname);
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? "");
  const files = new Map<string, string>();
  const pending = inline.flatMap((source) =>
    [...source.matchAll(/(?:from\s*|import\()"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""),
  );
  while (pending.length > 0) {
    const asset = pending.pop() as string;
    if (files.has(asset)) continue;
    const source = await textOf(service, asset);
    files.set(asset, source);
    for (const match of source.matchAll(/from\s*"\.\/([^"]+\.js)"|import\("\.\/([^"]+\.js)"\)/g)) {
      // Static imports load with the page; dynamic ones only when something asks for them.
      if (match[1]) pending.push(`/assets/${match[1]}`);
    }
  }
  return { inline, files };
}

describe("JavaScript budget", () => {
  // Issue 17: a page ships its own language's messages only, so the budget holds in every language.
  it.each(LOCALES.map((locale) => localizedPath("/", locale)))(
    `keeps the first-load JavaScript of home page %s within ${HOME_JS_BUDGET_BYTES / 1024} KB gzipped`,
    async (home) => {
      const { inline, files } = await scriptsOf(home);
      // Inline scripts travel inside the page, one gzip stream the page cache writes at level 9:
      // counted as one stream too, not each with a gzip header and trailer of its own that is never sent.
      const inlineBytes = gzipSync(inline.join("\n"), { level: constants.Z_BEST_COMPRESSION }).length;
      const fileBytes = await Promise.all([...files.keys()].map(gzipBytesSent));
      const total = fileBytes.reduce((sum, bytes) => sum + bytes, inlineBytes);
      console.info(`${home} JavaScript: ${total} bytes sent gzipped in ${files.size} files`);
      expect(files.size).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    },
  );

  it.each(["/", "/who-we-are", "/news", "/industries/adhesives", "/privacy-policy"])(
    "loads the JavaScript of content page %s in at most six files",
    async (pathname) => {
      const { files } = await scriptsOf(pathname);
      expect(files.size).toBeGreaterThan(0);
      expect(files.size).toBeLessThanOrEqual(CONTENT_PAGE_SCRIPT_FILES);
    },
  );
});
