import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditableRecord } from "#server/content-editing/content-kind.ts";
import { siteConfig } from "#shared/site/site-config.ts";
import { EDITOR, publish, saveDraft } from "../support/content-edits.ts";
import { getOkJson, textOf } from "../support/http-client.ts";
import { pdfCompactText } from "../support/pdf-text.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Issue 30, items 13 and 15: a product's page, the API and the document centre name the same current
 * documents, a renamed product's document addresses redirect, and every generated document prints
 * the company identity as last published.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const NEW_SLUG = "fenfoam-q-900";
const NEW_PRODUCT = {
  slug: NEW_SLUG,
  name: "Fenfoam Q-900",
  categoryId: 3,
  chemicalType: "Silicone antifoam emulsion",
  activityPercent: 30,
  applicationArea: "Fermentation",
  description: "A 30% active silicone antifoam emulsion for fermenters.",
  properties: [["Appearance", "Milky white liquid"]],
  industries: ["fermentation"],
  functions: ["defoamer"],
  chemistry: ["silicone"],
  form: "emulsion",
  certifications: [{ status: "reach" }],
  active: true,
};
const NEW_PHONE = "+44 (0)1632 960 777";

/** The documents a product page links, by their link text: [text, address]. */
async function pageDocuments(slug: string): Promise<Map<string, string>> {
  const html = await textOf(service, `/products/${slug}`);
  const lists = [...html.matchAll(/<ul class="document-list">.*?<\/ul>/gs)].map((match) => match[0]).join("");
  return new Map(
    [...lists.matchAll(/<a href="([^"]+\.pdf)" type="application\/pdf">(.*?)<\/a>/g)].map((match) => [
      (match[2] ?? "").replace(/<[^>]+>/g, ""),
      match[1] ?? "",
    ]),
  );
}

const DATASHEET = "Technical data sheet (International, English)";

async function datasheetLink(slug: string): Promise<string> {
  return (await pageDocuments(slug)).get(DATASHEET) ?? "";
}

async function pdflink(name: string): Promise<string> {
  const found = await getOkJson<{ data: { name: string; pdflink: string }[] }>(
    service,
    `/api/list?query=${encodeURIComponent(name)}`,
  );
  return found.data.find((product) => product.name === name)?.pdflink ?? "";
}

/** The addresses of the documents the document centre lists for one product, found by its slug. */
async function centreDocuments(slug: string): Promise<string[]> {
  const html = await textOf(service, `/documents?product=${slug}`);
  return [...html.matchAll(/<article class="document-product">.*?<\/article>/gs)].flatMap((article) =>
    [...article[0].matchAll(/href="([^"]+\.pdf)"/g)].map((match) => match[1] ?? ""),
  );
}

async function pdfAt(address: string): Promise<string> {
  const response = await service.fetch(address);
  expect(response.status, address).toBe(200);
  return pdfCompactText(Buffer.from(await response.arrayBuffer()));
}

const compact = (text: string) => text.replace(/\s+/g, "");

describe("a product's current documents", () => {
  it("a product made in the console links the datasheet publishing made, the one the API and the document centre name", async () => {
    const saved = await service.services.contentEditing.save("products", null, NEW_PRODUCT, 0, EDITOR);
    if (!("ok" in saved)) throw new Error(`not saved: ${JSON.stringify(saved)}`);
    await publish(service, "products", saved.key);
    const link = await datasheetLink(NEW_SLUG);
    expect(link).toBe(`/files/${await pdflink("Fenfoam Q-900")}`);
    expect(await pdfAt(link)).toContain(compact("Fenfoam Q-900"));
    expect(await centreDocuments(NEW_SLUG)).toContain(link);
  });

  it("an edited product links its new datasheet, not the build's", async () => {
    const key = await service.services.contentEditing.findKey(
      "products",
      (record) => record.slug === "fenrelease-w-50",
    );
    if (!key) throw new Error("no fenrelease-w-50");
    await saveDraft(service, "products", key, (record: EditableRecord) => ({
      ...record,
      description: "A water-based release agent, now also for rubber profiles.",
    }));
    await publish(service, "products", key);
    const link = await datasheetLink("fenrelease-w-50");
    expect(link).toMatch(/^\/files\/product-datasheets\/fenrelease-w-50-[0-9a-f]{16}\.pdf$/);
    expect(link).toBe(`/files/${await pdflink("Fenrelease W-50")}`);
    expect(await pdfAt(link)).toContain(compact("now also for rubber profiles"));
    expect(await centreDocuments("fenrelease-w-50")).toContain(link);
  });

  it("a renamed product's old document addresses answer 301 to the new ones", async () => {
    const key = await service.services.contentEditing.findKey(
      "products",
      (record) => record.slug === "fenrelease-w-50",
    );
    if (!key) throw new Error("no fenrelease-w-50");
    await saveDraft(service, "products", key, (record: EditableRecord) => ({
      ...record,
      slug: "fenrelease-w-55",
    }));
    await publish(service, "products", key);
    for (const file of ["sds-gb-en-v3.pdf", "sds-eu-de-v1.pdf", "statement-reach-en-v2.pdf"]) {
      const old = await service.fetch(`/files/documents/fenrelease-w-50/${file}`);
      expect(old.status, file).toBe(301);
      expect(old.headers.get("location"), file).toBe(`/files/documents/fenrelease-w-55/${file}`);
      expect((await service.fetch(`/files/documents/fenrelease-w-55/${file}`)).status, file).toBe(200);
    }
    expect((await service.fetch("/files/documents/no-such-product/sds-gb-en-v3.pdf")).status).toBe(404);
  });
});

describe("the company identity in generated documents", () => {
  it("a published phone number is printed by every datasheet, safety data sheet (the emergency line included) and statement", async () => {
    const sheet = "/files/documents/fenfoam-s-120/sds-gb-en-v3.pdf";
    expect(await pdfAt(sheet)).toContain(compact(siteConfig.phone.display));
    await saveDraft(service, "site", "identity", (site) => ({ ...site, phone: { display: NEW_PHONE } }));
    await publish(service, "site", "identity");

    const datasheets = [await datasheetLink(NEW_SLUG), await datasheetLink("fenfoam-p-340")];
    const generated = [
      "sds-gb-en-v3.pdf",
      "sds-eu-de-v3.pdf",
      "sds-eu-fr-v1.pdf",
      "statement-kosher-en-v2.pdf",
    ];
    for (const address of [
      ...datasheets,
      ...generated.map((file) => `/files/documents/fenfoam-s-120/${file}`),
    ]) {
      const text = await pdfAt(address);
      expect(text, address).toContain(compact(NEW_PHONE));
      expect(text, address).not.toContain(compact(siteConfig.phone.display));
    }
    expect(await pdfAt(sheet)).toContain(compact(`Emergency telephone number ${NEW_PHONE}`));
    // An unedited product's datasheet was printed again, and named alike everywhere.
    expect(datasheets[1]).toBe(`/files/${await pdflink("Fenfoam P-340")}`);
    expect(await centreDocuments("fenfoam-p-340")).toContain(datasheets[1]);
    // Its build file, still printing the old number, is no longer handed out.
    const built = await service.fetch("/files/datasheets/fenfoam-p-340.pdf");
    expect(built.status).toBe(302);
    expect(built.headers.get("location")).toBe(datasheets[1]);
  });
});
