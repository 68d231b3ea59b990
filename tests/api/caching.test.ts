import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_PAGE_CACHE_CONTROL } from "../../server/http/page-cache.ts";
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
  it("serves repeat requests with the same page and that request's own nonce", async () => {
    const first = await service.fetch("/about");
    const firstHtml = await first.text();
    const second = await service.fetch("/about");
    const secondHtml = await second.text();
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).not.toBe(secondNonce);
    expect(secondHtml).toContain(`nonce="${secondNonce}"`);
    expect(secondHtml).not.toContain(`nonce="${firstNonce}"`);
    expect(secondHtml.replaceAll(secondNonce ?? "", "")).toBe(firstHtml.replaceAll(firstNonce ?? "", ""));
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
