import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readProducts } from "#server/catalogue/content-files.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { getPage, textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const active = readProducts(CONTENT_DIR).filter((product) => product.active);

/** Per product listed, its name and the file names of the documents shown for it. */
function listed(html: string): [string, string[]][] {
  return [
    ...html.matchAll(/<article class="document-product"><h2><a [^>]*>(.*?)<\/a><\/h2>(.*?)<\/article>/gs),
  ].map((match) => [
    match[1] ?? "",
    [...(match[2] ?? "").matchAll(/href="[^"]*\/([^"/]+\.pdf)"/g)].map((file) => file[1] ?? ""),
  ]);
}

describe("the document centre", () => {
  it("lists every active product's documents, ten products a page, the plain list indexable", async () => {
    const { status, html } = await getPage(service, "/documents");
    expect(status).toBe(200);
    expect(html).toContain(`Products 1–10 of ${active.length}`);
    const products = listed(html);
    expect(products).toHaveLength(10);
    const [, first] = products[0] ?? ["", []];
    expect(first).toEqual(
      expect.arrayContaining(["sds-gb-en-v3.pdf", "sds-eu-es-v3.pdf", "statement-reach-en-v2.pdf"]),
    );
    expect(html).not.toContain('content="noindex');
    const last = Math.ceil(active.length / 10);
    expect(await getPage(service, `/documents?page=${last}`)).toMatchObject({ status: 200 });
    const past = await service.fetch(`/documents?page=${last + 1}`);
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(`/documents?page=${last}`);
  });

  it("filters by type, language and country, each product showing only the documents that match", async () => {
    const french = await getPage(service, "/documents?type=sds&language=fr");
    expect(french.html).toContain(`of ${active.length}`);
    expect(french.html).toContain('content="noindex');
    expect(listed(french.html)).toHaveLength(10);
    for (const [, files] of listed(french.html)) expect(files).toEqual(["sds-eu-fr-v3.pdf"]);
    const british = listed((await getPage(service, "/documents?country=gb")).html);
    expect(british).toHaveLength(10);
    for (const [, files] of british) expect(files).toEqual(["sds-gb-en-v3.pdf"]);
    const datasheets = listed((await getPage(service, "/documents?type=tds")).html);
    for (const [name, files] of datasheets) expect(files, name).toHaveLength(1);
  });

  it("lists statements only for products holding the status", async () => {
    const halal = active.filter((product) => product.certifications.some(({ status }) => status === "halal"));
    const html = await textOf(service, "/documents?type=statement&product=fenfoam&page=7");
    const products = listed(html);
    expect(
      products.filter(([, files]) => files.includes("statement-halal-en-v1.pdf")).length,
    ).toBeGreaterThan(0);
    expect(
      products.filter(([, files]) => !files.includes("statement-halal-en-v1.pdf")).length,
    ).toBeGreaterThan(0);
    for (const [name, files] of products) {
      const product = active.find((each) => each.name === name);
      expect(files.includes("statement-halal-en-v1.pdf"), name).toBe(
        halal.includes(product as (typeof active)[number]),
      );
    }
  });

  it("finds a product by part of its name or by its slug, whatever the case", async () => {
    const byName = listed(await textOf(service, "/documents?product=FENFOAM%20s-120"));
    expect(byName.map(([name]) => name)).toEqual(["Fenfoam S-120"]);
    const bySlug = listed(await textOf(service, "/documents?product=fenrelease-w-50"));
    expect(bySlug.map(([name]) => name)).toEqual(["Fenrelease W-50"]);
  });

  it("says so when nothing matches, and takes wildcards and unknown values as plain input", async () => {
    const none = await getPage(service, "/documents?type=statement&language=de");
    expect(none.status).toBe(200);
    expect(none.html).toContain("No documents match these filters.");
    expect(none.html).toContain("No products");
    const wildcard = await getPage(service, "/documents?product=%25_%25");
    expect(wildcard.status).toBe(200);
    expect(wildcard.html).toContain("No documents match these filters.");
    const unknown = await getPage(service, "/documents?type=brochure&language=it&country=mars");
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain(`Products 1–10 of ${active.length}`);
  });

  it("is linked from the footer and listed in the sitemap", async () => {
    const home = await textOf(service, "/");
    expect(home).toContain('href="/documents"');
    expect(home).toContain('href="/documents?type=sds"');
    expect(await textOf(service, "/sitemap.xml")).toContain("/documents</loc>");
  });
});
