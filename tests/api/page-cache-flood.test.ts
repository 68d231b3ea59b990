import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCacheFigures, servedFromCache } from "../support/page-cache-figures.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

/** Junk a crawler, a campaign or an attacker sends: each URL distinct, none a page of its own. */
function junkUrl(index: number): string {
  switch (index % 5) {
    case 0:
      return `/?utm_source=mail-${index}&utm_medium=email&utm_campaign=c${index}`;
    case 1:
      return `/?gclid=${index}&fbclid=${index}&mc_eid=${index}&msclkid=${index}`;
    case 2:
      return `/product?cat_id=3&unknown-${index}=${index}`;
    case 3:
      return `/no-such-page-${index}`;
    default:
      return `/wp-admin/${index}/setup.php?x=${index}`;
  }
}

/** Sends the URLs a few at a time over loopback, as a small crawler would. */
async function send(urls: string[], concurrency = 16): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const response = await service.fetch(url);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

describe("a flood of junk page URLs", () => {
  it("leaves the home page cached and the cache's size where it was", { timeout: 120_000 }, async () => {
    await send(["/", "/product?cat_id=3", "/no-such-page"], 1);
    const before = await pageCacheFigures(service);

    const junk = Array.from({ length: 500 }, (_, index) => junkUrl(index));
    const statuses = await send(junk);
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(statuses.filter((status) => status === 404)).toHaveLength(200);

    const after = await pageCacheFigures(service);
    // Every junk URL was answered from the three pages cached before.
    expect(after.hits - before.hits).toBe(500);
    expect(after.misses).toBe(before.misses);
    expect(after.entries).toBe(before.entries);
    // No larger: the pages stored before may have finished compressing meanwhile, which shrinks them.
    expect(after.bytes).toBeLessThanOrEqual(before.bytes);
    expect(after.bytes).toBeLessThanOrEqual(after.maxBytes);

    const home = await service.fetch("/", { headers: { "accept-encoding": "br" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("content-encoding")).toBe("br");
    expect(servedFromCache(home)).toBe(true);
    expect(await home.text()).toContain("</html>");
  });

  it("keeps unknown slugs of a known route to one stored 404 page", { timeout: 120_000 }, async () => {
    await send(["/products/no-such-product"], 1);
    const before = await pageCacheFigures(service);
    const slugs = Array.from({ length: 50 }, (_, index) => `/products/no-such-product-${index}`);
    const statuses = await send(slugs, 4);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const after = await pageCacheFigures(service);
    // Each slug is rendered once (the catalogue decides), then remembered as a link to the route's 404 page.
    expect(after.entries - before.entries).toBe(50);
    expect(after.bytes - before.bytes).toBeLessThan(50 * 200);
    const again = await service.fetch("/products/no-such-product-7");
    await again.text();
    expect(again.status).toBe(404);
    expect(servedFromCache(again)).toBe(true);
  });
});
