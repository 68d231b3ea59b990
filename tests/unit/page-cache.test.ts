import { randomBytes } from "node:crypto";
import { fastify } from "fastify";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { pageCache } from "#server/http/page-cache.ts";
import { type PageRoutes, pageSlots } from "#server/http/page-cache-key.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import { PAGE_QUERY } from "#shared/site/page-query.ts";
import { routePatterns } from "../support/route-table.ts";

/** The shape of the route table, as the server build lists it. */
const ROUTES = {
  root: { id: "root", path: "" },
  home: { id: "home", parentId: "root", index: true },
  finder: { id: "finder", parentId: "root", path: "product" },
  product: { id: "product", parentId: "root", path: "products/:slug" },
  unknown: { id: "unknown", parentId: "root", path: "*" },
} satisfies PageRoutes;

describe("page cache keys", () => {
  const slotOf = pageSlots(ROUTES);

  it("keep only the query parameters the page reads, in one order", () => {
    expect(slotOf("/?utm_source=a&gclid=b")).toEqual({ unmatched: false, key: "/", route: "/" });
    expect(slotOf("/product?page=2&utm_medium=x&cat_id=3")).toEqual({
      unmatched: false,
      key: "/product?cat_id=3&page=2",
      route: "/product",
    });
    // Repeated parameters keep their order: the finder lists ticked categories in it.
    expect(slotOf("/product?cat=5&utm_id=1&cat=4")).toMatchObject({ key: "/product?cat=5&cat=4" });
  });

  it("find a page's parameters however its path is spelt, as React Router does", () => {
    expect(slotOf("/PRODUCT/?cat_id=3&fbclid=1")).toMatchObject({
      key: "/PRODUCT/?cat_id=3",
      route: "/product",
    });
    expect(slotOf("/products/fenfoam-a-30?query=x")).toMatchObject({ key: "/products/fenfoam-a-30" });
  });

  it("send every path no route matches to one slot per language", () => {
    expect(slotOf("/no-such-page?x=1")).toEqual({ unmatched: true, locale: "en" });
    expect(slotOf("/a/b/c")).toEqual({ unmatched: true, locale: "en" });
    // Each language's 404 page is its own copy (issue 17).
    expect(slotOf("/de/no-such-page")).toEqual({ unmatched: true, locale: "de" });
  });

  it("name only pages of the route table", () => {
    const paths = routePatterns();
    for (const page of Object.keys(PAGE_QUERY)) expect(paths).toContain(page);
  });
});

describe("page cache size", () => {
  it("stays within its bound in bytes, however many pages are rendered", async () => {
    const maxBytes = 1_000_000;
    const registry = new Registry();
    const app = fastify();
    await securityHeaders(app, { fileOrigin: undefined, hstsMaxAge: 0, development: false });
    await pageCache(app, {
      contentVersion: { fresh: () => "v1", current: async () => "v1" },
      build: {
        routes: { ...ROUTES, page: { id: "page", parentId: "root", path: "page/:n" } },
        routeDiscovery: { manifestPath: "/__manifest" },
      },
      registry,
      maxBytes,
    });
    // 40 KB pages that hardly compress: 100 of them are several times the bound.
    // The pages' route, as React Router's adapter registers it.
    app.get("*", async (_request, reply) =>
      reply.type("text/html").send(`<html><body>${randomBytes(30_000).toString("base64")}</body></html>`),
    );
    const bytes = async () =>
      (await registry.getSingleMetric("page_cache_bytes")?.get())?.values[0]?.value ?? Number.NaN;
    let largest = 0;
    for (let n = 0; n < 100; n++) {
      const response = await app.inject(`/page/${n}`);
      expect(response.statusCode).toBe(200);
      largest = Math.max(largest, await bytes());
      // Pages arriving while two others are still being compressed are not stored: let them finish.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Full, but never over.
    expect(largest).toBeGreaterThan(maxBytes / 2);
    expect(largest).toBeLessThanOrEqual(maxBytes);
    await app.close();
  });
});
