import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/http/files.ts";
import { textOf } from "../support/http-client.ts";
import { staticPaths } from "../support/route-table.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

describe("operations endpoints", () => {
  it("reports liveness", async () => {
    const response = await service.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("reports readiness with the database in use", async () => {
    const response = await service.fetch("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", database: service.services.database.dialect });
  });

  it("sends its request id on every response", async () => {
    const generated = await service.fetch("/healthz");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("API conventions", () => {
  it("answers unknown API paths with the JSON error shape", async () => {
    const response = await service.fetch("/api/no-such-endpoint?x=1");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "No API endpoint at GET /api/no-such-endpoint",
    });
  });
});

describe("pages", () => {
  const paths = staticPaths();

  it("has every route of the spec's table", () => {
    const spec21 = [
      "/",
      "/about",
      "/product",
      "/search",
      "/who-we-are",
      "/board-of-directors",
      "/corporate-team",
      "/vision",
      "/csr",
      "/careers-overview",
      "/talent-philosophy",
      "/innovation-overview",
      "/r-and-d",
      "/esg",
      "/quality-certifications",
      "/contact-us",
      "/case-studies",
      "/a-tale-of-blood",
      "/component-recovery",
      "/beating-the-cold",
      "/improvement-witnessed",
      "/a-star-performer",
      "/industries",
      "/bakery",
      "/cable-lubricants",
      "/emulsion-polymerisation",
      "/janitorial",
      "/recycling",
      "/release-coatings",
      "/silicone-removal",
      "/surface-coatings",
      "/waste-and-water-treatment",
      "/disclaimer",
      "/privacy-policy",
      "/terms-of-use",
      "/product-enquiry",
      "/request-a-sample",
      "/sales-enquiry",
      "/press-release",
      "/news",
    ];
    expect(paths).toEqual(expect.arrayContaining(spec21));
  });

  it.each(paths)("renders %s on the server", async (pathname) => {
    const response = await service.fetch(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it("gives every page its own title", async () => {
    const titles = await Promise.all(
      paths.map(async (pathname) => {
        const html = await textOf(service, pathname);
        return html.match(/<title>([^<]*)<\/title>/)?.[1];
      }),
    );
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(["/no-such-page", "/products/unknown/deeper", "/error"])(
    "shows the 404 page with status 404 at %s",
    async (pathname) => {
      const response = await service.fetch(pathname);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("404 Error.");
      expect(html).toContain("The page you are trying to access may have been moved.");
      expect(html).toContain('href="/"');
    },
  );
});

describe("assets and files", () => {
  it("serves hashed build assets as immutable", async () => {
    const html = await textOf(service, "/");
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await service.fetch(asset as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each(["br", "gzip"])(
    "sends assets compressed ahead of time with %s, the same bytes once decoded",
    async (encoding) => {
      const html = await textOf(service, "/");
      const asset = html.match(/\/assets\/framework-[^"]+\.js/)?.[0] as string;
      const plain = await textOf(service, asset, { headers: { "accept-encoding": "identity" } });
      const response = await service.fetch(asset, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      const copy = path.join(PROJECT_ROOT, `build/client${asset}.${encoding === "br" ? "br" : "gz"}`);
      expect(Number(response.headers.get("content-length"))).toBe(fs.statSync(copy).size);
      expect(await response.text()).toBe(plain);
      expect(plain.length).toBeGreaterThan(10_000);
    },
  );

  it.each(["br", "gzip"])("compresses HTML with %s", async (encoding) => {
    const response = await service.fetch("/about", { headers: { "accept-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(await response.text()).toContain("about works!");
  });

  it.each(["documents/terms-and-conditions-of-sale.pdf", "documents/terms-and-conditions-of-purchase.pdf"])(
    "serves the footer's %s as a real PDF",
    async (file) => {
      const response = await service.fetch(`/files/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.length).toBeGreaterThan(2000);
    },
  );

  it.each([
    "/files/../package.json",
    "/files/%2e%2e/package.json",
    "/files/..%2f..%2fpackage.json",
    "/files/.env",
  ])("never serves anything outside the file folders (%s)", async (pathname) => {
    const response = await service.fetch(pathname);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toContain('"name": "fenmoor-site"');
  });
});
