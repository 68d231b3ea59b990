import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitEnquiryForm } from "#app/routes/enquiries/enquiry-page.server.ts";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import type { EnquiryType } from "#shared/enquiries/forms.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { formatAddress, siteConfig } from "#shared/site/site-config.ts";
import { LEAD_EXPORT_PATH, LEAD_INBOX_PATH, leadHref } from "#shared/staff/leads/paths.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import type { CaughtMail, MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import { type StaffBrowser, signedIn, staffGet } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The visitor's language (issue 17, decision 062): taken from the address of the page the form was
 * sent from, stored with the lead, shown and filtered in the console and the exports, and the
 * language of the visitor's confirmation. Against the real service and a real SMTP peer.
 */
let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
let sales: StaffBrowser;
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({
    // The staff client names its address in X-Forwarded-For.
    TRUST_PROXY: "true",
    ENQUIRY_RATE_LIMIT: "1000",
    MAIL_RETRY_MS: "200",
    MAIL_CONFIRMATION: "on",
  }));
  sales = await signedIn(service, "sales");
});
afterAll(() => stop?.());

/**
 * What the page's script sends from `page`: the JSON API, and the browser's Referer naming the page
 * (same origin, so the full address under the site's strict-origin-when-cross-origin policy).
 */
async function sendFrom(page: string, type: EnquiryType, email: string): Promise<string> {
  const body = { ...(type === "contact" ? VALID_BODIES.contact : VALID_BODIES.sales), email };
  return referenceOf(
    await postEnquiry(service, ENDPOINTS[type], body, { referer: `${service.baseUrl}${page}` }),
  );
}

async function storedLanguage(reference: string): Promise<string> {
  const row = await service.services.database.db
    .selectFrom("enquiries")
    .select("language")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return row.language;
}

const confirmationTo = (email: string, reference: string) => (mail: CaughtMail) =>
  mail.reference === reference && mail.envelope.to.includes(email);
const teamMailOf = (reference: string) => (mail: CaughtMail) =>
  mail.reference === reference && mail.envelope.to.includes(siteConfig.enquiryRecipients.contact);

async function html(path: string): Promise<string> {
  const response = await staffGet(service, sales, path);
  expect(response.status).toBe(200);
  // React separates adjacent text with empty comments; the reader sees one run of text.
  return (await response.text()).replaceAll("<!-- -->", "");
}

const company = siteConfig.company.name;
const LONDON_TIME = {
  en: /\d{1,2} \w+ \d{4} at \d{2}:\d{2} (GMT|BST)/,
  fr: /\d{1,2}(er)? \p{L}+ \d{4} à \d{2}:\d{2} \(heure de Londres\)/u,
};

describe("a lead sent from the French contact page", () => {
  let reference: string;
  let english: string;
  beforeAll(async () => {
    reference = await sendFrom("/fr/contact-us", "contact", "camille.martin@example.fr");
    english = await sendFrom("/contact-us", "contact", "jo.bloggs@example.co.uk");
  });

  it("is stored with fr; an English page's lead with en", async () => {
    expect(await storedLanguage(reference)).toBe("fr");
    expect(await storedLanguage(english)).toBe("en");
  });

  it("is confirmed in French at the SMTP peer, and the team is told in English which language it is", async () => {
    const mail = await catcher.find(confirmationTo("camille.martin@example.fr", reference));
    expect(mail.parsed.subject).toBe(`Votre demande de contact auprès de ${company} (${reference})`);
    const text = mail.parsed.text ?? "";
    expect(text.startsWith("Bonjour,\n\nNous vous remercions de votre demande de contact auprès de")).toBe(
      true,
    );
    expect(text).toMatch(LONDON_TIME.fr);
    expect(text).toContain(`elle porte la référence ${reference}.`);
    expect(text).toContain(
      `politique de confidentialité\u00a0: ${service.services.config.publicSiteUrl}/fr/privacy-policy`,
    );
    expect(text).not.toMatch(/Hello|Thank you|reference is/);

    const team = (await catcher.find(teamMailOf(reference))).parsed.text ?? "";
    expect(team).toContain(`Contact enquiry ${reference}\n`);
    expect(team).toContain("\nLanguage: French\n");
    expect(team).toContain(`Sent from: ${service.services.config.publicSiteUrl}/fr/contact-us\n`);
  });

  it("leaves the English confirmation word for word as it was", async () => {
    const mail = await catcher.find(confirmationTo("jo.bloggs@example.co.uk", english));
    expect(mail.parsed.subject).toBe(`Your contact enquiry to ${company} (${english})`);
    expect((mail.parsed.text ?? "").replace(LONDON_TIME.en, "<time>")).toBe(
      [
        "Hello,",
        "",
        `Thank you for your contact enquiry to ${company}. We received it on <time>. Its reference is ${english}.`,
        "",
        "What happens next: a member of our team will read it and get in touch with you shortly. If you want to add anything, reply to this e-mail and keep the reference in the subject.",
        "",
        "If you did not write to us, someone else gave your address: you can ignore this message.",
        `We handle enquiries as our privacy policy describes: ${service.services.config.publicSiteUrl}/privacy-policy`,
        "",
        company,
        ...formatAddress(siteConfig),
        siteConfig.phone.display,
        "",
      ].join("\n"),
    );
    const team = (await catcher.find(teamMailOf(english))).parsed.text ?? "";
    expect(team).toContain("\nLanguage: English\n");
  });

  it("is shown and filterable in the inbox, the filter kept in the address and in the export links", async () => {
    const all = await html(LEAD_INBOX_PATH);
    expect(all).toContain('<th scope="col">Language</th>');
    const french = await html(`${LEAD_INBOX_PATH}?language=fr`);
    expect(french).toContain(reference);
    expect(french).not.toContain(english);
    expect(french).toContain('<td data-label="Language">French</td>');
    expect(french).toContain(`${LEAD_EXPORT_PATH}?format=csv&amp;language=fr`);
    expect(await html(`${LEAD_INBOX_PATH}?language=en`)).toContain(english);
    // An unknown language drops that filter alone, as every other filter does.
    const unknown = await staffGet(service, sales, `${LEAD_INBOX_PATH}?language=xx`);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe(LEAD_INBOX_PATH);

    expect(await html(leadHref(reference))).toContain("<dt>Language</dt><dd>French</dd>");
  });

  it("is in the inbox's export with its language, which the export filters by", async () => {
    const json = await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=json&language=fr`);
    const leads = (await json.json()) as { reference: string; language: string }[];
    expect(leads.find((lead) => lead.reference === reference)).toMatchObject({ language: "fr" });
    expect(leads.map((lead) => lead.language)).not.toContain("en");

    const csv = await (await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=csv`)).text();
    const [header = "", ...rows] = csv.split("\r\n");
    const column = header.split(",").indexOf("Language");
    expect(header).toMatch(/,Sent from page,Language,/);
    expect(rows.find((row) => row.startsWith(reference))?.split(",")[column]).toBe("fr");
    expect(rows.find((row) => row.startsWith(english))?.split(",")[column]).toBe("en");
  });
});

describe("where the language comes from", () => {
  it.each([
    ["/de/sales-enquiry", "sales", "de", "Ihre Vertriebsanfrage an"],
    ["/es/request-a-sample", "sample", "es", `${company}: su solicitud de muestras`],
    ["/fr/", "contact", "fr", "Votre demande de contact auprès de"],
  ] as const)(
    "a form sent from %s is a %s enquiry stored and confirmed in %s",
    async (page, type, language, subject) => {
      const email = `from-${language}-${type}@example.org`;
      const reference = await sendFrom(page, type, email);
      expect(await storedLanguage(reference)).toBe(language);
      expect((await catcher.find(confirmationTo(email, reference))).parsed.subject).toContain(subject);
    },
  );

  it.each([
    ["no Referer", undefined],
    ["a page without a language prefix", "/products/fenmoor-af-100"],
    ["an unknown prefix", "/it/contact-us"],
    ["the language as a query, not a prefix", "/contact-us?lang=fr"],
  ])("is English with %s", async (_case, page) => {
    const headers: Record<string, string> = page ? { referer: `${service.baseUrl}${page}` } : {};
    const reference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact, headers),
    );
    expect(await storedLanguage(reference)).toBe("en");
  });

  it("ignores a Referer from another site, like the source page does", async () => {
    const reference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact, {
        referer: "https://elsewhere.example/fr/contact-us",
      }),
    );
    expect(await storedLanguage(reference)).toBe("en");
  });

  /**
   * Without JavaScript the browser posts the form to the page's own address. /fr/contact-us is
   * added by the language routes (issue 17's other half); until then the contact page's action is
   * handed the request exactly as React Router would hand it for that address.
   */
  it("is the page's own address when the form is posted without JavaScript", async () => {
    const post = async (page: string, email: string) => {
      const token = newXsrfToken();
      const request = new Request(`${service.baseUrl}${page}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: `XSRF-TOKEN=${token}` },
        body: new URLSearchParams({ ...VALID_BODIES.contact, email, [XSRF_FIELD]: token }),
      });
      const context = new RouterContextProvider();
      context.set(servicesContext, service.services);
      context.set(requestContext, {
        cspNonce: "",
        clientAddress: "192.0.2.70",
        databaseUnavailable: false,
      });
      const answer = await submitEnquiryForm(request, await request.formData(), context, "contact");
      expect(answer).toMatchObject({ status: "accepted" });
      return (answer as { reference: string }).reference;
    };
    const languages: [string, Locale][] = [
      ["/fr/contact-us", "fr"],
      ["/de/contact-us", "de"],
      ["/contact-us", "en"],
    ];
    for (const [page, language] of languages) {
      const email = `no-script-${language}@example.org`;
      const reference = await post(page, email);
      expect(await storedLanguage(reference)).toBe(language);
      const mail = await catcher.find(confirmationTo(email, reference));
      expect(mail.parsed.text).toContain(
        `${service.services.config.publicSiteUrl}${language === "en" ? "" : `/${language}`}/privacy-policy`,
      );
    }
  });
});
