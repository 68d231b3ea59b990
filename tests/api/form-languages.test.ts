import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKETING_CONSENT_TEXT } from "#shared/enquiries/options.ts";
import { type Locale, localizedPath, PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { postEnquiryForm, VALID_BODIES } from "../support/enquiry-client.ts";
import { textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ENQUIRY_RATE_LIMIT: "1000" });
});
afterAll(() => service.stop());

type Messages = Record<string, string>;
const MESSAGES: Record<Locale, Messages> = { en, de, fr, es };

/** Text as React wrote it, entities decoded and tags dropped. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .trim();

/** The field messages of a form, by field name. */
function fieldErrors(html: string, formId: string): Record<string, string> {
  const pattern = new RegExp(`<p class="field-error" id="${formId}-(\\w+)-error">(.*?)</p>`, "g");
  return Object.fromEntries(
    [...html.matchAll(pattern)].map(([, name = "", text = ""]) => [name, plain(text)]),
  );
}

/** Every label of a page's enquiry form, without the required marker. */
const labelsOf = (html: string) =>
  [
    ...(/<form class="enquiry-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "").matchAll(
      /<label[^>]*>(.*?)<\/label>/g,
    ),
  ].map(([, inner = ""]) => plain(inner.replace(/<span class="field-required"[\s\S]*?<\/span>/, "")));

/** A `form_` message's English text as a pattern: its parameters are captured. */
const FORM_KEYS = Object.keys(en)
  .filter((key) => key.startsWith("form_"))
  // Whole texts first: 'Select Product 1' is a label, not the placeholder 'Select {name}'.
  .sort(
    (a, b) => Number(en[a as keyof typeof en].includes("{")) - Number(en[b as keyof typeof en].includes("{")),
  );
function translated(english: string, locale: Locale): string | undefined {
  for (const key of FORM_KEYS) {
    const template = MESSAGES.en[key] ?? "";
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "(.+)");
    const match = new RegExp(`^${source}$`).exec(english);
    if (!match) continue;
    let text = MESSAGES[locale][key] ?? "";
    names.forEach((name, index) => {
      text = text.replaceAll(`{${name}}`, match[index + 1] ?? "");
    });
    return text;
  }
  return undefined;
}

const FORM_PAGES = [
  "/contact-us",
  "/sales-enquiry",
  "/request-a-sample",
  "/product-enquiry",
  // The expert path's form, after its three answers.
  "/talk-to-an-expert?industry=fermentation&process=food-contact&problem=foam",
];

describe("the lead forms in four languages (issue 17, decision 064)", () => {
  it.each(FORM_PAGES)(
    "%s shows each label translated, and no English one, under every prefix",
    async (page) => {
      const english = labelsOf(await textOf(service, page));
      expect(english).toContain("Name");
      for (const locale of PREFIXED_LOCALES) {
        const labels = labelsOf(await textOf(service, localizedPath(page, locale)));
        expect(labels, `${page} in ${locale}`).toEqual(english.map((label) => translated(label, locale)));
        // A label may read the same only where the language writes it so ('Name' in German).
        const same = labels.filter((label, index) => label === english[index]);
        for (const label of same) {
          expect(FORM_KEYS.some((key) => MESSAGES.en[key] === label && MESSAGES[locale][key] === label)).toBe(
            true,
          );
        }
      }
    },
  );

  it("lists every country by its name in the page's language, in that language's order (issue 32)", async () => {
    const countries = (html: string) =>
      [
        ...(/<select[^>]*name="country"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "").matchAll(
          /<option value="([A-Z]{2})">(.*?)<\/option>/g,
        ),
      ].map(([, code = "", name = ""]) => [code, plain(name)]);
    const english = countries(await textOf(service, "/contact-us"));
    const german = countries(await textOf(service, "/de/contact-us"));
    expect(english).toHaveLength(249);
    expect(german).toHaveLength(249);
    expect(english).toContainEqual(["DE", "Germany"]);
    expect(german).toContainEqual(["DE", "Deutschland"]);
    // German sorts Ö with O: Österreich comes between Oman and Pakistan.
    const names = german.map(([, name]) => name);
    expect(names.indexOf("Österreich")).toBe(names.indexOf("Oman") + 1);
  });

  it("shows the English consent in the wording every English lead stores", () => {
    expect(en.form_marketing_consent).toBe(MARKETING_CONSENT_TEXT);
  });

  it("answers a German no-JavaScript post to /de/sales-enquiry with German messages beside the fields", async () => {
    const response = await postEnquiryForm(service, "/de/sales-enquiry", { address2: "" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(fieldErrors(html, "sales-enquiry")).toEqual({
      name: "Bitte füllen Sie das Feld „Name“ aus.",
      company: "Bitte füllen Sie das Feld „Unternehmen“ aus.",
      email: "Bitte füllen Sie das Feld „E-Mail“ aus.",
      phone: "Bitte füllen Sie das Feld „Telefon“ aus.",
      address: "Bitte füllen Sie das Feld „Adresszeile 1“ aus.",
      postcode: "Bitte füllen Sie das Feld „Postleitzahl“ aus.",
      location: "Bitte füllen Sie das Feld „Region“ aus.",
      industry: "Bitte füllen Sie das Feld „Branche“ aus.",
      productfamily: "Bitte füllen Sie das Feld „Produktfamilie“ aus.",
      message: "Bitte füllen Sie das Feld „Nachricht“ aus.",
    });
    expect(html).toContain("Bitte korrigieren Sie Folgendes:");
    expect(html).toContain(">„Postleitzahl“ ist ein Pflichtfeld</a>");
    expect(html).not.toContain("is required");
  });

  it("answers the other German checks too: format, list and length", async () => {
    const response = await postEnquiryForm(service, "/de/sales-enquiry", {
      ...VALID_BODIES.sales,
      email: "not-an-address",
      location: "Mars",
      postcode: "x".repeat(21),
    });
    expect(fieldErrors(await response.text(), "sales-enquiry")).toEqual({
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      location: "Bitte wählen Sie für „Region“ einen Eintrag aus der Liste.",
      postcode: "„Postleitzahl“ darf höchstens 20 Zeichen enthalten.",
    });
  });

  it("keeps the spec's exact English messages on /sales-enquiry", async () => {
    const response = await postEnquiryForm(service, "/sales-enquiry", { address2: "" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(fieldErrors(html, "sales-enquiry")).toEqual({
      name: "Name is required.",
      company: "Company is required.",
      email: "Email is required.",
      phone: "Phone is required.",
      address: "Address Line 1 is required.",
      postcode: "Postcode is required.",
      location: "Location is required.",
      industry: "Industry is required.",
      productfamily: "Product Family is required.",
      message: "Message is required.",
    });
    expect(html).toContain(">Postcode field is required</a>");
  });

  it("thanks a visitor of /fr/contact-us in French once the enquiry is taken", async () => {
    const response = await postEnquiryForm(service, "/fr/contact-us", VALID_BODIES.contact);
    expect(response.status).toBe(200);
    const html = plain(await response.text());
    expect(html).toContain(fr.form_success);
    expect(html).not.toContain(en.form_success);
  });
});
