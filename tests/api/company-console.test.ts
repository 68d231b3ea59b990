import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_PAGE_SLUGS } from "#shared/company/company-pages.ts";
import { siteConfig } from "#shared/site/site-config.ts";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * The company pages', teams', identity's and recipients' editors, posted as a browser without
 * JavaScript posts them; and every one of their console pages is valid HTML.
 */
let service: TestService;
let editor: StaffBrowser;
let admin: StaffBrowser;
const documents: HtmlDocument[] = [];

beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
  [editor, admin] = await Promise.all([signedIn(service, "editor"), signedIn(service, "admin")]);
});
afterAll(() => service.stop());

async function page(browser: StaffBrowser, path: string, name: string): Promise<string> {
  const response = await staffGet(service, browser, path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  documents.push({ name, html });
  return html;
}

/** Every field of the editor's form as the page holds it, as a browser would post it back. */
function formFields(html: string): Record<string, string> {
  const form = /<form[^>]*aria-label="[^"]*"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const decode = (text: string) =>
    text
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&");
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    if (name) fields[name] = decode(value ?? "");
  }
  // A file field is a list of uploads: the chosen one is posted.
  for (const [, name, options] of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(options ?? "")?.[1];
    if (name) fields[name] = decode(chosen ?? "");
  }
  for (const [, name, value] of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) {
    if (name) fields[name] = decode(value ?? "");
  }
  return fields;
}

describe("the company page editor", () => {
  it("lists the seven pages and edits one: the published heading shows on the page", async () => {
    const list = await page(editor, "/staff/pages", "company pages");
    for (const slug of CMS_PAGE_SLUGS) {
      expect(list).toContain(`href="/staff/pages/${slug}"`);
    }
    const html = await page(editor, "/staff/pages/careers-overview", "page editor");
    for (const label of [
      "Title",
      "Introduction",
      "Block 1 heading",
      "Block 1 text",
      "Picture 1",
      "Document 1 PDF",
    ]) {
      expect(html).toContain(label);
    }
    expect(html).not.toContain(">Unpublish<");
    expect(html).toContain("The company pages are fixed parts of the site's menu");

    const fields = formFields(html);
    const response = await staffAction(service, editor, "/staff/pages/careers-overview", "publish", {
      ...fields,
      content_title1: "Careers in Lincolnshire chemistry",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/staff/pages/careers-overview?done=published");
    const live = await (await service.fetch("/careers-overview")).text();
    expect(live).toContain("Careers in Lincolnshire chemistry");
    // The fields not touched went back as they were: the block texts and the banner picture.
    expect(live).toContain("Fenmoor employs around 120 people");
    expect(live).toContain("A salary reviewed every year");
    expect(live).toContain("pages/careers.svg");
  });

  it("refuses a picture that is not a path under the file base, and an Unpublish, saying why", async () => {
    const fields = formFields(await page(editor, "/staff/pages/csr", "page editor (csr)"));
    const bad = await staffAction(service, editor, "/staff/pages/csr", "save", {
      ...fields,
      content_image1: "https://elsewhere.example/picture.png",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    documents.push({ name: "page editor with errors", html });
    expect(html).toContain("Pick an uploaded picture, upload one, or choose none.");
    const unpublish = await staffAction(service, editor, "/staff/pages/csr", "unpublish", {
      version: fields.version ?? "0",
    });
    expect(unpublish.status).toBe(400);
    expect(await unpublish.text()).toContain("change their text instead of taking one down");
    expect((await service.fetch("/csr")).status).toBe(200);
  });
});

describe("the team editors", () => {
  it("adds a corporate team member at the address given and publishes the profile", async () => {
    await page(editor, "/staff/corporate-team", "corporate team list");
    await page(editor, "/staff/corporate-team/new", "new member");
    const member = {
      slug: "amira-haddad",
      title: "Amira Haddad",
      sub_title: "Head of Regulatory Affairs",
      image: "",
      description: "<p>Amira keeps every safety data sheet current.</p>",
      position: "2",
      version: "0",
    };
    const created = await staffAction(service, editor, "/staff/corporate-team/new", "publish", member);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/staff/corporate-team/amira-haddad?done=published");
    expect(await (await service.fetch("/corporate-team/amira-haddad")).text()).toContain(
      "Head of Regulatory Affairs",
    );
    await page(editor, "/staff/corporate-team/amira-haddad", "member editor");

    const again = await staffAction(service, editor, "/staff/corporate-team/new", "save", member);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This one is taken.");
  });
});

describe("the company identity and the recipients", () => {
  it("publishes a new phone number from the form, and refuses an address that is not an e-mail", async () => {
    const fields = formFields(await page(editor, "/staff/site", "identity editor"));
    expect(fields.phoneDisplay).toBe(siteConfig.phone.display);
    const bad = await staffAction(service, editor, "/staff/site", "save", {
      ...fields,
      emailSales: "sales at fenmoor",
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    documents.push({ name: "identity editor with errors", html: badHtml });
    expect(badHtml).toContain("Sales e-mail:");

    const undialable = await staffAction(service, editor, "/staff/site", "save", {
      ...fields,
      phoneDisplay: "ask at reception",
    });
    expect(undialable.status).toBe(400);
    expect(await undialable.text()).toContain("Phone:");

    // Issue 30 item 14: the number shown is the number dialled, so changing it changes both.
    const published = await staffAction(service, editor, "/staff/site", "publish", {
      ...fields,
      phoneDisplay: "+44 (0)1632 960 777",
    });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`/staff/site?done=published`);
    for (const path of ["/contact-us", "/de/contact-us", "/fr/", "/es/news"]) {
      const html = await (await service.fetch(path)).text();
      expect(html, path).toContain('<a href="tel:+441632960777">+44 (0)1632 960 777</a>');
      expect(html, path).not.toContain("tel:+441632960418");
    }
  });

  it("lets an admin, not an editor, change where a form's enquiries go", async () => {
    expect((await staffGet(service, editor, "/staff/enquiry-recipients")).status).toBe(403);
    const fields = formFields(await page(admin, "/staff/enquiry-recipients", "recipients editor"));
    expect(fields.contact).toBe(siteConfig.enquiryRecipients.contact);
    const bad = await staffAction(service, admin, "/staff/enquiry-recipients", "publish", {
      ...fields,
      sales: "nobody",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Give the Sales enquiry form's recipient as an e-mail address.");
    const published = await staffAction(service, admin, "/staff/enquiry-recipients", "publish", {
      ...fields,
      sales: "orders@fenmoor-chemicals.example",
    });
    expect(published.status).toBe(302);
    expect((await service.services.siteSettings.current()).enquiryRecipients.sales).toBe(
      "orders@fenmoor-chemicals.example",
    );
    const { entries } = await service.services.staff.audit.list({ kind: "content-published" });
    expect(entries.map((entry) => entry.subject)).toContain("enquiry-recipients/recipients");
  });
});

it("draws every one of these console pages as valid HTML", async () => {
  expect(documents.length).toBeGreaterThanOrEqual(10);
  expect(await htmlErrors(documents)).toEqual([]);
});
