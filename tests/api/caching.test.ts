import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_PAGE_CACHE_CONTROL } from "#server/http/page-cache.ts";
import { textOf } from "../support/http-client.ts";
import { pageCacheFigures, servedFromCache, untilServedFromCache } from "../support/page-cache-figures.ts";
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

  it("answers campaign links and unknown parameters from the page of the address without them", async () => {
    await (await untilServedFromCache(() => service.fetch("/who-we-are"))).text();
    const before = await pageCacheFigures(service);
    for (const query of ["utm_source=news&utm_medium=email", "gclid=abc", "fbclid=x&mc_cid=1", "zz=1"]) {
      const response = await service.fetch(`/who-we-are?${query}`);
      await response.text();
      expect(response.status).toBe(200);
      expect(servedFromCache(response)).toBe(true);
    }
    const after = await pageCacheFigures(service);
    expect(after.hits - before.hits).toBe(4);
    expect(after.misses).toBe(before.misses);
    expect(after.entries).toBe(before.entries);
  });

  it("answers HEAD for a cached page from the cache, whatever its campaign tags", async () => {
    await (await service.fetch("/case-studies")).text();
    const before = await pageCacheFigures(service);
    const head = await service.fetch("/case-studies?utm_source=x", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toMatch(/^W\//);
    expect(await head.text()).toBe("");
    expect((await pageCacheFigures(service)).hits - before.hits).toBe(1);
  });

  it("keeps the parameters a page reads, and only those", async () => {
    const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]*"/g, "");
    // Rendered first with a campaign tag: nothing of it may reach the page other addresses share.
    const tagged = await service.fetch("/product?utm_campaign=spring-MARKER&cat_id=3");
    const taggedHtml = await tagged.text();
    expect(taggedHtml).not.toContain("MARKER");
    const plain = await service.fetch("/product?cat_id=3");
    expect(servedFromCache(plain)).toBe(true);
    expect(withoutNonce(await plain.text())).toBe(withoutNonce(taggedHtml));

    const other = await (await service.fetch("/product?cat_id=4")).text();
    expect(withoutNonce(other)).not.toBe(withoutNonce(taggedHtml));
    // A capitalised path answers with its lower-case spelling (decision 022), whose copy it then shares.
    const upper = await service.fetch("/PRODUCT?cat_id=4&gclid=1");
    expect(upper.status).toBe(301);
    expect(upper.headers.get("location")).toBe("/product?cat_id=4&gclid=1");
    expect(servedFromCache(await service.fetch("/product?cat_id=4&gclid=1"))).toBe(true);
  });

  it("answers every unknown path with one cached 404 page that names none of them", async () => {
    const first = await service.fetch("/no-such-page-first");
    const firstHtml = await first.text();
    expect(first.status).toBe(404);
    const before = await pageCacheFigures(service);
    const second = await service.fetch("/another/missing-second?utm_source=x");
    const secondHtml = await second.text();
    expect(second.status).toBe(404);
    expect(servedFromCache(second)).toBe(true);
    expect(secondHtml).toContain("404 Error.");
    expect(secondHtml).not.toMatch(/-first|-second/);
    expect(firstHtml).not.toContain("no-such-page");
    const after = await pageCacheFigures(service);
    expect(after.hits - before.hits).toBe(1);
    expect(after.entries).toBe(before.entries);
  });

  it("leaves files, data and the route manifest to their own handlers once unknown paths are cached", async () => {
    await (await service.fetch("/no-such-page-before-files")).text();
    const home = await (await service.fetch("/")).text();
    const version = /"version": ?"([^"]+)"/.exec(home)?.[1];
    for (const [path, type] of [
      ["/favicon.svg", "image/svg+xml"],
      ["/robots.txt", "text/plain"],
      [`/__manifest?paths=%2Fsearch&version=${version}`, "application/json"],
      ["/who-we-are.data", "text/x-script"],
    ]) {
      const response = await service.fetch(path ?? "");
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
    }
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
