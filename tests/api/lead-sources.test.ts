import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLead } from "#server/staff/leads/lead-record.ts";
import { listLeads } from "#server/staff/leads/list.ts";
import { LEAD_EXPORT_PATH, LEAD_SOURCES_PATH, leadHref } from "#shared/staff/leads/paths.ts";
import {
  ENDPOINTS,
  postEnquiry,
  postEnquiryForm,
  referenceOf,
  VALID_BODIES,
} from "../support/enquiry-client.ts";
import { visibleText } from "../support/page-text.ts";
import { type StaffBrowser, signedIn, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Issue 32, decision 119: where a lead came from travels with it, and is counted. */
let service: TestService;
let sales: StaffBrowser;

beforeAll(async () => {
  service = await startTestService({ ENQUIRY_RATE_LIMIT: "1000" });
  sales = await signedIn(service, "sales");
});
afterAll(() => service?.close());

const SOURCE = {
  landingPage: "/de/industries/paper",
  referrerDomain: "www.search.example",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "winter-antifoams",
};

async function leadOf(company: string) {
  const page = await listLeads(service.services.database, { page: 1, q: company });
  expect(page.leads).toHaveLength(1);
  return (await getLead(service.services.database, page.leads[0]?.reference ?? "")) ?? expect.fail("no lead");
}

describe("a lead's source", () => {
  it("arrives with the JSON post as the tab kept it, and shows on the lead's page and in the export", async () => {
    const reference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.contact, {
        ...VALID_BODIES.contact,
        company: "Sourced by Newsletter Ltd",
        source: SOURCE,
      }),
    );
    expect((await getLead(service.services.database, reference))?.source).toEqual(SOURCE);
    const page = visibleText(await (await staffGet(service, sales, leadHref(reference))).text());
    expect(page).toContain(
      "Source landed on /de/industries/paper; referred by www.search.example; utm_source newsletter, utm_medium email, utm_campaign winter-antifoams",
    );
    const csv = await (
      await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=csv&q=Sourced+by+Newsletter`)
    ).text();
    const [header = "", row = ""] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const cell = (heading: string) => row.split(",")[header.split(",").indexOf(heading)];
    expect([cell("Landing page"), cell("Referrer"), cell("Source"), cell("Campaign")]).toEqual([
      "/de/industries/paper",
      "www.search.example",
      "newsletter",
      "winter-antifoams",
    ]);
  });

  it("is the form page's own campaign tags for a form posted without JavaScript", async () => {
    const response = await postEnquiryForm(
      service,
      "/contact-us?utm_source=trade-fair&utm_campaign=k-2026&id=7",
      {
        ...VALID_BODIES.contact,
        company: "Sourced Without Script Ltd",
      },
    );
    expect(response.status).toBe(200);
    const lead = await leadOf("Sourced Without Script");
    expect(lead.source).toEqual({ utm_source: "trade-fair", utm_campaign: "k-2026" });
    expect(lead.sourcePage).toBe("/contact-us");
  });

  it("never refuses a lead for a malformed source, which is left out", async () => {
    const reference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.contact, {
        ...VALID_BODIES.contact,
        company: "Odd Source Ltd",
        source: { landingPage: "https://elsewhere.example/x", utm_source: "a\u0000b" },
      }),
    );
    expect((await getLead(service.services.database, reference))?.source).toBeUndefined();
  });

  it("counts leads by source, campaign and landing page, for those who read leads only", async () => {
    const html = await (await staffGet(service, sales, LEAD_SOURCES_PATH)).text();
    const text = visibleText(html);
    expect(text).toMatch(/By source Source Leads Qualified .*newsletter \/ email 1 0/);
    expect(text).toMatch(/By campaign .*k-2026 1 0 .*winter-antifoams 1 0 By landing page/);
    expect(text).toMatch(/By landing page .*\/de\/industries\/paper 1 0/);
    expect(text).toContain("Not known (sent without JavaScript)");
    const editor = await signedIn(service, "editor");
    expect((await staffGet(service, editor, LEAD_SOURCES_PATH)).status).toBe(403);
  });
});
