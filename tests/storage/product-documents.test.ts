import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDocumentProduct } from "#server/documents/document-products.ts";
import { contentDocumentProducts, documentKey, readDocumentSizes } from "#server/documents/document-sizes.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "#server/http/page-cache.ts";
import { SHIPPED_IDENTITY } from "#server/site/published-identity.ts";
import { getPage } from "../support/http-client.ts";
import { pdfCompactText } from "../support/pdf-text.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const BASE = "/files/documents/fenfoam-s-120";

/** The documents a page links, in page order: [link text, address]. */
function documentLinks(html: string): [string, string][] {
  const lists = [...html.matchAll(/<ul class="document-list">.*?<\/ul>/gs)].map((match) => match[0]).join("");
  return [...lists.matchAll(/<a href="([^"]+\.pdf)" type="application\/pdf">(.*?)<\/a>/g)].map((match) => [
    (match[2] ?? "").replace(/<[^>]+>/g, ""),
    match[1] ?? "",
  ]);
}

describe("a product page's documents", () => {
  it("lists the datasheet, five safety data sheets and a statement per status held, grouped by type", async () => {
    const { status, html } = await getPage(service, "/products/fenfoam-s-120");
    expect(status).toBe(200);
    const groups = [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((match) => match[1]);
    expect(groups).toEqual(["Technical data sheet", "Safety data sheets", "Regulatory statements"]);
    expect(documentLinks(html)).toEqual([
      ["Technical data sheet (International, English)", "/files/datasheets/fenfoam-s-120.pdf"],
      ["Safety data sheet (Great Britain, English)", `${BASE}/sds-gb-en-v3.pdf`],
      ["Safety data sheet (European Union, English)", `${BASE}/sds-eu-en-v3.pdf`],
      ["Safety data sheet (European Union, German)", `${BASE}/sds-eu-de-v3.pdf`],
      ["Safety data sheet (European Union, French)", `${BASE}/sds-eu-fr-v3.pdf`],
      ["Safety data sheet (European Union, Spanish)", `${BASE}/sds-eu-es-v3.pdf`],
      ["Halal statement (International, English)", `${BASE}/statement-halal-en-v1.pdf`],
      ["Kosher statement (International, English)", `${BASE}/statement-kosher-en-v2.pdf`],
      ["REACH statement (International, English)", `${BASE}/statement-reach-en-v2.pdf`],
      ["Food contact statement (International, English)", `${BASE}/statement-food-contact-en-v1.pdf`],
    ]);
    expect(html).toContain('<time dateTime="2026-09-14">14 September 2026</time>');
  });

  it("states each document's size as served", async () => {
    const { html } = await getPage(service, "/products/fenfoam-s-120");
    const shown = /sds-eu-de-v3\.pdf".*?Version 3 · .*?· PDF, (\d+) KB/s.exec(html);
    const response = await service.fetch(`${BASE}/sds-eu-de-v3.pdf`);
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(Number(shown?.[1])).toBe(Math.round(bytes / 1024));
  });

  it("reads sizes from the build's table: the seeded product keys the same entry as its content file", async () => {
    const sizes = readDocumentSizes();
    for (const slug of ["fenfoam-s-120", "fenrelease-w-50", "fenprint-sf-wash-80"]) {
      const stored = await readDocumentProduct(service.services.database.db, slug);
      const content = contentDocumentProducts().find((product) => product.slug === slug);
      expect(stored, slug).toEqual(content);
      const served = await service.fetch(`/files/documents/${slug}/sds-gb-en-v3.pdf`);
      const bytes = (await served.arrayBuffer()).byteLength;
      const key = documentKey(stored as NonNullable<typeof stored>, "sds-gb-en-v3.pdf", SHIPPED_IDENTITY);
      expect(sizes.get(key), slug).toBe(bytes);
    }
  });

  it("shows the certifications the product holds, with certificate references, and no others", async () => {
    const { html } = await getPage(service, "/products/fenfoam-s-120");
    const list = /<ul class="product-certifications">(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    expect(list).toContain('Halal<span class="product-certificate"> Certificate HFC-2025-0001</span>');
    expect(list).toContain(
      'Kosher for Passover<span class="product-certificate"> Certificate KFC-P-2025-0001</span>',
    );
    expect(list).toContain("E 900 processing aid");
    expect(list).not.toContain("Silicone-free");
    const release = await getPage(service, "/products/fenrelease-w-50");
    expect(release.html).not.toContain("Halal statement");
    expect(release.html).not.toContain("Food contact statement");
    expect(release.html).toContain("REACH statement");
    expect(release.html).toContain("Silicone-free");
  });
});

describe("document addresses", () => {
  it("serve the current version as a PDF with a strong ETag that answers 304", async () => {
    const response = await service.fetch(`${BASE}/sds-gb-en-v3.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    // A publish (of the product or the identity) changes what the address holds: revalidated like a page.
    expect(response.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const again = await service.fetch(`${BASE}/sds-gb-en-v3.pdf`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("keep older versions at their own address, each saying its own version and date", async () => {
    const current = pdfCompactText(
      Buffer.from(await (await service.fetch(`${BASE}/sds-eu-fr-v3.pdf`)).arrayBuffer()),
    );
    const first = await service.fetch(`${BASE}/sds-eu-fr-v1.pdf`);
    expect(first.status).toBe(200);
    const text = pdfCompactText(Buffer.from(await first.arrayBuffer()));
    expect(text).toContain("Version1·Datederévision:4mars2024".replace(/\s/g, ""));
    expect(current).toContain("Version3·Datederévision:14septembre2024".replace("2024", "2026"));
    expect(text).not.toContain("Version3");
    const kosher = await service.fetch(`${BASE}/statement-kosher-en-v1.pdf`);
    expect(kosher.status).toBe(200);
  });

  it("answer 404 for a version not yet issued, a statement the product lacks, or an unknown product or name", async () => {
    for (const pathname of [
      `${BASE}/sds-gb-en-v4.pdf`,
      `${BASE}/sds-gb-de-v3.pdf`,
      `${BASE}/sds-eu-it-v3.pdf`,
      "/files/documents/fenrelease-w-50/statement-halal-en-v1.pdf",
      "/files/documents/no-such-product/sds-gb-en-v3.pdf",
      `${BASE}/sds-gb-en-v03.pdf`,
      `${BASE}/datasheet.pdf`,
    ]) {
      expect((await service.fetch(pathname)).status, pathname).toBe(404);
    }
  });
});
