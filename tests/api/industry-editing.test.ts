import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditedActs, publish, saveDraft, unpublish } from "../support/content-edits.ts";
import { getOkJson, request, textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The industries and the static industry pages as editable content (issue 15): a draft stays
 * private but for the preview, a publish shows on the page, the lists, the API and the sitemap,
 * and an unpublished one answers 404 and leaves them all.
 */
let service: TestService;
let editor: StaffBrowser;

beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

type IndustryList = { data: { slug: string; name: string }[] };
type IndustryDetail = { data: { name: string; detail: string }[]; detail: { description: string }[] };
const industrySlugs = async () =>
  (await getOkJson<IndustryList>(service, "/api/industries-list")).data.map((industry) => industry.slug);
const sitemap = () => textOf(service, "/sitemap.xml");

describe("an industry", () => {
  const SUMMARY = "Antifoams for yeast, enzyme and brewing fermenters, trialled at the Quenby maltings.";
  const SECTION = {
    name: "Maltings and breweries",
    detail: '<p>See the <a href="/contact-us">brewing desk</a>.</p>',
  };

  it("keeps a saved draft private; the preview shows it at the industry's address to staff alone", async () => {
    await saveDraft(service, "industries", "fermentation", (record) => ({
      ...record,
      summary: SUMMARY,
      sections: [...(record.sections as object[]), SECTION],
    }));
    expect(await textOf(service, "/industries/fermentation")).not.toContain("Quenby");
    expect(await textOf(service, "/industries")).not.toContain("Quenby");

    const path = "/industries/fermentation?preview=fermentation";
    const preview = await staffGet(service, editor, path);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await preview.text();
    expect(html).toContain("Preview of a draft.");
    expect(html).toContain("Quenby maltings");
    expect(html).toContain("Maltings and breweries");
    expect(await textOf(service, path)).not.toContain("Quenby");
  });

  it("publishes to the page, the industries list and the API, with the section's links in a new tab", async () => {
    const before = await industrySlugs();
    await publish(service, "industries", "fermentation");
    expect(await textOf(service, "/industries/fermentation")).toContain("Maltings and breweries");
    expect(await textOf(service, "/industries")).toContain("Quenby maltings");
    const detail = await getOkJson<IndustryDetail>(service, "/api/industries-detail/fermentation");
    const added = detail.data.find((section) => section.name === SECTION.name);
    expect(added?.detail).toContain('target="_blank"');
    // Its place in the list is the industry's, not the last.
    expect(await industrySlugs()).toEqual(before);
  });

  it("unpublished, answers 404 and leaves the list, the API and the sitemap; republished, it is back in its place", async () => {
    const before = await industrySlugs();
    await unpublish(service, "industries", "fermentation");
    expect((await request(service, "/industries/fermentation")).status).toBe(404);
    expect((await request(service, "/api/industries-detail/fermentation")).status).toBe(404);
    expect(await industrySlugs()).not.toContain("fermentation");
    // The menu still names all eleven; the list's card (with the published summary) is gone.
    expect(await textOf(service, "/industries")).not.toContain("Quenby maltings");
    expect(await sitemap()).not.toContain("/industries/fermentation<");

    await publish(service, "industries", "fermentation");
    expect(await industrySlugs()).toEqual(before);
    expect(await sitemap()).toContain("/industries/fermentation<");
  });

  it("records every save, publish and unpublish in the audit log", async () => {
    expect(await auditedActs(service, "industries", "fermentation")).toEqual([
      "content-saved",
      "content-published",
      "content-unpublished",
      "content-published",
    ]);
  });
});

describe("an industry page and its product tables", () => {
  const ROW = {
    product: "Fenfoam S-120",
    chemicalType: "Silicone antifoam emulsion",
    activity: 20,
    applicationArea: "Proving-room washdown water",
  };

  it("publishes a new product row, linked to the catalogue's datasheet", async () => {
    await saveDraft(service, "industry-pages", "bakery", (record) => {
      const [first, ...rest] = record.sections as { rows: object[] }[];
      return { ...record, sections: [{ ...first, rows: [...(first?.rows ?? []), ROW] }, ...rest] };
    });
    expect(await textOf(service, "/bakery")).not.toContain(ROW.applicationArea);
    const preview = await (await staffGet(service, editor, "/bakery?preview=bakery")).text();
    expect(preview).toContain(ROW.applicationArea);

    await publish(service, "industry-pages", "bakery");
    const html = await textOf(service, "/bakery");
    expect(html).toContain(ROW.applicationArea);
    expect(html).toMatch(/href="[^"]*fenfoam-s-120[^"]*\.pdf"/);
  });

  it("unpublished, answers 404 and leaves the industries page and the sitemap", async () => {
    expect(await textOf(service, "/industries")).toContain('href="/bakery"');
    await unpublish(service, "industry-pages", "bakery");
    expect((await request(service, "/bakery")).status).toBe(404);
    expect(await textOf(service, "/industries")).not.toContain('href="/bakery"');
    expect(await sitemap()).not.toContain("/bakery<");

    await publish(service, "industry-pages", "bakery");
    expect((await request(service, "/bakery")).status).toBe(200);
    expect(await sitemap()).toContain("/bakery<");
    expect(await auditedActs(service, "industry-pages", "bakery")).toEqual([
      "content-saved",
      "content-published",
      "content-unpublished",
      "content-published",
    ]);
  });
});
