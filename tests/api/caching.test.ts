import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_PAGE_CACHE_CONTROL } from "../../server/http/page-cache.ts";
import { textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

function nonceOf(response: Response): string | undefined {
  return response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
}

describe("page caching", () => {
  it("serves repeat requests the same page, its inline scripts allowed by hash", async () => {
    const fresh = await service.fetch("/about");
    const freshHtml = await fresh.text();
    const nonce = nonceOf(fresh);
    expect(nonce).toBeDefined();
    expect(freshHtml).toContain(`nonce="${nonce}"`);

    const cached = await service.fetch("/about");
    const cachedHtml = await cached.text();
    const policy = cached.headers.get("content-security-policy") ?? "";
    expect(nonceOf(cached)).toBeUndefined();
    expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain("unsafe-inline");
    expect(cachedHtml.replaceAll(/nonce="[^"]*"/g, "")).toBe(freshHtml.replaceAll(/nonce="[^"]*"/g, ""));
    const inlineScripts = [
      ...cachedHtml.matchAll(/<script(?![^>]*(?:src=|ld\+json))[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, script] of inlineScripts) {
      const hash = createHash("sha256")
        .update(script ?? "")
        .digest("base64");
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  });

  it("serves cached pages pre-compressed in the encoding the client prefers", async () => {
    await textOf(service, "/about");
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${service.baseUrl}/about`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toContain("accept-encoding");
      expect(await response.text()).toContain("</html>");
    }
  });

  it("lets shared caches keep public pages briefly and revalidate them by ETag", async () => {
    const page = await service.fetch("/about");
    await page.text();
    const etag = page.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(page.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    const revalidated = await service.fetch("/about", { headers: { "if-none-match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // The browser keeps the stored page's policy; a new nonce would block that page's scripts.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("never shares a page requested with cookies", async () => {
    const page = await service.fetch("/about", { headers: { cookie: "XSRF-TOKEN=abc" } });
    await page.text();
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("keeps 404 pages 404 when served from the cache", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await service.fetch("/no-such-page-cached");
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("404 Error.");
    }
  });
});

describe("API caching", () => {
  it("tags JSON answers and answers 304 when unchanged", async () => {
    const first = await service.fetch("/api/list?catId=3&all=true");
    await first.json();
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await service.fetch("/api/list?catId=3&all=true", {
      headers: { "if-none-match": etag ?? "" },
    });
    expect(again.status).toBe(304);
  });
});
