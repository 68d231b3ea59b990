import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLeads } from "#server/staff/leads/list.ts";
import { PRODUCT_LIST_SEPARATOR } from "#shared/enquiries/forms.ts";
import { EXPERT_INDUSTRIES } from "#shared/expert/questions.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { siteConfig } from "#shared/site/site-config.ts";
import {
  ENDPOINTS,
  postEnquiry,
  postEnquiryForm,
  referenceOf,
  VALID_BODIES,
} from "../support/enquiry-client.ts";
import { getPage, jsonOf } from "../support/http-client.ts";
import type { CaughtMail, MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import type { TestService } from "../support/test-service.ts";

let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({ ENQUIRY_RATE_LIMIT: "1000" }));
});
afterAll(() => stop?.());

const FERMENTATION_RESULT = "/talk-to-an-expert?industry=fermentation&process=food-contact&problem=foam";
const FOOD_CONTACT = "cert=e900,eu-10-2011,fda-173-340,fda-176-210";

const radios = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input type="radio"[^>]* name="${name}" value="([^"]+)"`, "g"))].map(
    (match) => match[1],
  );
const hidden = (html: string, name: string) =>
  html.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`))?.[1];
const productLinks = (html: string) =>
  [...html.matchAll(/<h3 class="product-card-name"><a href="\/products\/([^"]+)"/g)].map((match) => match[1]);
const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

describe("the expert's steps without JavaScript (decision 054)", () => {
  it("asks the industry first, as a GET form of the spec's eleven industries", async () => {
    const { status, html } = await getPage(service, "/talk-to-an-expert");
    expect(status).toBe(200);
    expect(html).toMatch(/<form class="expert-step"[^>]* action="\/talk-to-an-expert" method="get">/);
    expect(html).toContain("Which industry are you in?");
    expect(radios(html, "industry")).toEqual(EXPERT_INDUSTRIES.map((industry) => industry.slug));
    expect(html).not.toContain('name="robots"');
    const sitemap = await (await service.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("/talk-to-an-expert</loc>");
    expect(sitemap).not.toContain("/talk-to-an-expert?");
  });

  it("carries the industry on to the process question, and both on to the problem", async () => {
    const process = await getPage(service, "/talk-to-an-expert?industry=textiles");
    expect(process.status).toBe(200);
    expect(hidden(process.html, "industry")).toBe("textiles");
    expect(radios(process.html, "process")).toEqual([
      "food-contact",
      "halal-kosher",
      "silicone-free",
      "voc-free",
      "general",
    ]);
    expect(process.html).toContain('<meta name="robots" content="noindex, follow"/>');

    const problem = await getPage(service, "/talk-to-an-expert?industry=textiles&process=voc-free");
    expect(hidden(problem.html, "industry")).toBe("textiles");
    expect(hidden(problem.html, "process")).toBe("voc-free");
    // Only the problems some textile product answers: no dust control, no dampening.
    const offered = radios(problem.html, "problem");
    expect(offered).toContain("foam");
    expect(offered).toContain("static");
    expect(offered).not.toContain("dust");
    expect(offered).not.toContain("ink-water-balance");
    // Each answered question links back to its step.
    expect(problem.html).toContain('href="/talk-to-an-expert?industry=textiles"');
    expect(problem.html).toContain('href="/talk-to-an-expert"');
  });

  it("ends with the first four products of the facet query, linked to their pages, and the form filled in", async () => {
    const { status, html } = await getPage(service, FERMENTATION_RESULT);
    expect(status).toBe(200);
    const { data } = (await jsonOf(
      service,
      `/api/list?industry=fermentation&function=defoamer&${FOOD_CONTACT}`,
    )) as {
      data: { name: string; slug?: string }[];
    };
    const expected = data.slice(0, 4).map((product) => product.name);
    expect(expected).toHaveLength(4);
    expect(productLinks(html)).toHaveLength(4);
    for (const name of expected) expect(html).toContain(`>${name}</a>`);
    expect(decode(hidden(html, "products") ?? "")).toBe(expected.join(PRODUCT_LIST_SEPARATOR));
    expect(html).toContain('<option value="Fermentation" selected="">Fermentation</option>');
    expect(html).toContain('<option value="Food, drink or feed" selected="">');
    expect(html).toContain("Dr Priya Raman");
    expect(html).toContain("Amara Osei");
  });

  it.each([
    ["/talk-to-an-expert?industry=plastics", "We do not know the industry “plastics”", "industry"],
    [
      "/talk-to-an-expert?industry=oil-field&process=cooking",
      "We do not know the process “cooking”",
      "process",
    ],
    [
      "/talk-to-an-expert?industry=oil-field&process=general&problem=noise",
      "We do not know the problem “noise”",
      "problem",
    ],
    ["/talk-to-an-expert?problem=foam", "Please choose your industry first", "industry"],
    ["/talk-to-an-expert?industry=oil-field&industry=textiles", "more than one industry", "industry"],
    ["/talk-to-an-expert?industry=%3Cscript%3E", "We do not know the industry “&lt;script&gt;”", "industry"],
  ])("%s: 400, says what is wrong and asks the %s again", async (path, message, question) => {
    const { status, html } = await getPage(service, path);
    expect(status).toBe(400);
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    expect(radios(html, question).length).toBeGreaterThan(0);
  });
});

describe("the routed enquiry", () => {
  const mailFor = (reference: string) => (mail: CaughtMail) => mail.reference === reference;

  it("posted from the result without JavaScript reaches the industry and region's specialist", async () => {
    const page = await getPage(service, FERMENTATION_RESULT);
    const products = decode(hidden(page.html, "products") ?? "");
    const response = await postEnquiryForm(service, FERMENTATION_RESULT, {
      ...VALID_BODIES.expert,
      products,
      location: "Europe ex-UK",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(m.form_success({}, { locale: "en" }));
    const stored = await service.services.database.db
      .selectFrom("enquiries")
      .select(["reference", "source_page"])
      .where("type", "=", "expert")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(stored.source_page).toBe("/talk-to-an-expert");
    const mail = await catcher.find(mailFor(stored.reference));
    expect(mail.envelope.to).toEqual(["priya.raman@fenmoor-chemicals.example"]);
    const text = mail.parsed.text ?? "";
    expect(mail.parsed.subject).toContain("Expert enquiry");
    expect(text).toContain("Industry: Fermentation");
    expect(text).toContain("Process: Food, drink or feed");
    expect(text).toContain("Problem: Foam at start-up or during the run");
    expect(text).toContain(`Products: ${products}`);

    // The lead inbox finds it by its industry and region, as it does the other forms' leads.
    const listed = await listLeads(service.services.database, {
      page: 1,
      industry: "Fermentation",
      location: "Europe ex-UK",
    });
    expect(listed.leads.map((lead) => lead.reference)).toContain(stored.reference);
  });

  it.each([
    ["Textiles", "UK", "eleanor.briggs@fenmoor-chemicals.example"],
    ["Textiles", "Rest of the World", "amara.osei@fenmoor-chemicals.example"],
    ["Printing", "Europe ex-UK", "james.whitcombe@fenmoor-chemicals.example"],
  ])("sent by the API for %s in %s goes to %s", async (industry, location, address) => {
    const reference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.expert, { ...VALID_BODIES.expert, industry, location }),
    );
    const mail = await catcher.find(mailFor(reference));
    expect(mail.envelope.to).toEqual([address]);
    expect(mail.envelope.to).not.toEqual([siteConfig.enquiryRecipients.expert]);
  });

  it("refuses products the catalogue does not have, and more than four", async () => {
    for (const products of ["Fenfoam S-60; Nonesuch 9000", "Fenfoam S-60\u0000"]) {
      const unknown = await postEnquiry(service, ENDPOINTS.expert, { ...VALID_BODIES.expert, products });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { errors: Record<string, string> }).errors.products).toBe(
        "Products: choose products of our catalogue.",
      );
    }
    const five = await postEnquiry(service, ENDPOINTS.expert, {
      ...VALID_BODIES.expert,
      products: ["A", "B", "C", "D", "E"].join(PRODUCT_LIST_SEPARATOR),
    });
    expect(five.status).toBe(400);
    expect(((await five.json()) as { errors: Record<string, string> }).errors.products).toBe(
      "Products: at most 4.",
    );
  });
});
