import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "#shared/site/site-config.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import { textOf } from "../support/http-client.ts";
import type { CaughtMail, MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The company identity and the enquiry recipients as editable content (decision 075): a publish
 * changes every page's header, footer, contact details and structured data, and where enquiries are mailed.
 */
let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
const admin = { email: "admin@fenmoor.example" };

beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({
    ENQUIRY_RATE_LIMIT: "1000",
    MAIL_RETRY_MS: "200",
  }));
});
afterAll(() => stop?.());

const editing = () => service.services.contentEditing;

async function publish(kind: string, key: string, changes: (working: Record<string, unknown>) => object) {
  const entry = await editing().get(kind, key);
  if (!entry) throw new Error(`no entry ${kind}/${key}`);
  const saved = await editing().save(kind, key, changes({ ...entry.working }), entry.version, admin);
  if (!("ok" in saved)) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  const published = await editing().publish(kind, key, saved.version, admin);
  if (!("ok" in published)) throw new Error(`not published: ${JSON.stringify(published)}`);
}

const teamMailOf = (reference: string) => (mail: CaughtMail) =>
  mail.reference === reference && !mail.parsed.subject?.startsWith("Your ");

describe("the company identity", () => {
  const phone = { display: "+44 (0)1632 960 999" };
  const dialled = "+441632960999";
  const name = "Fenmoor Speciality Chemicals";

  it("shows a published name, phone and address on every page's header, footer and contact details", async () => {
    await publish("site", "identity", (site) => ({
      ...site,
      company: { ...(site.company as object), name },
      phone,
      address: { ...(site.address as object), postcode: "FM4 9ZZ" },
    }));
    for (const path of ["/", "/contact-us", "/vision", "/news"]) {
      const html = await textOf(service, path);
      expect(html, path).toContain(`tel:${dialled}`);
      expect(html, path).toContain("FM4 9ZZ");
      expect(html, path).not.toContain(siteConfig.phone.display);
    }
    expect(await textOf(service, "/vision")).toContain(`<title>Vision | ${name}</title>`);
    expect(await textOf(service, "/")).toContain(`aria-label="${name}"`);
  });

  it("puts the published identity in the home page's structured data and the legal texts", async () => {
    const home = await textOf(service, "/");
    const data = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(home)?.[1] ?? "";
    expect(data).toContain(`"telephone":"${dialled}"`);
    expect(await textOf(service, "/privacy-policy")).toContain(name);
  });

  it("never shows the enquiry recipients on a page", async () => {
    const html = await textOf(service, "/contact-us");
    expect(html).not.toContain("enquiryRecipients");
  });

  it("cannot be taken down", async () => {
    const entry = await editing().get("site", "identity");
    expect(await editing().unpublish("site", "identity", entry?.version ?? 0, admin)).toMatchObject({
      error: "fixed",
    });
    expect(await textOf(service, "/")).toContain(`tel:${dialled}`);
  });
});

describe("the enquiry recipients", () => {
  it("mail each form's enquiries to the address published for it", async () => {
    const before = await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact);
    expect((await catcher.find(teamMailOf(await referenceOf(before)))).envelope.to).toEqual([
      siteConfig.enquiryRecipients.contact,
    ]);

    await publish("enquiry-recipients", "recipients", (recipients) => ({
      ...recipients,
      contact: "front-desk@fenmoor-chemicals.example",
    }));
    const after = await postEnquiry(service, ENDPOINTS.contact, {
      ...VALID_BODIES.contact,
      message: "A second question, after the recipients changed.",
    });
    expect((await catcher.find(teamMailOf(await referenceOf(after)))).envelope.to).toEqual([
      "front-desk@fenmoor-chemicals.example",
    ]);
    const sales = await postEnquiry(service, ENDPOINTS.sales, VALID_BODIES.sales);
    expect((await catcher.find(teamMailOf(await referenceOf(sales)))).envelope.to).toEqual([
      siteConfig.enquiryRecipients.sales,
    ]);
  });

  it("refuses an address that is not an e-mail address", async () => {
    const entry = await editing().get("enquiry-recipients", "recipients");
    await expect(
      editing().save(
        "enquiry-recipients",
        "recipients",
        { ...entry?.working, sales: "sales at fenmoor" },
        entry?.version ?? 0,
        admin,
      ),
    ).rejects.toThrow();
  });
});
