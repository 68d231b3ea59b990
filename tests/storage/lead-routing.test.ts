import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLead } from "#server/staff/leads/lead-record.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import { ROUTING_PATH } from "#shared/staff/leads/routing.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import { storeLead } from "../support/lead-database.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import { visibleText } from "../support/page-text.ts";
import { createPerson, type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** Routing rules (issue 32), set up on the routing page as an admin does, applied to new leads. */
let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
let admin: StaffBrowser;
const ids = new Map<string, string>();

beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({
    ENQUIRY_RATE_LIMIT: "1000",
    MAIL_RETRY_MS: "200",
  }));
  admin = await signedIn(service, "admin");
  for (const name of ["uma", "bea", "cal", "dee", "eve"]) {
    const email = `${name}.routing@fenmoor.example`;
    await createPerson(service, email, "sales");
    ids.set(name, (await service.services.staff.people.findByEmail(email))?.id ?? "");
  }
});
afterAll(() => stop?.());

const id = (name: string) => ids.get(name) ?? "";
const ownerOf = async (reference: string) => (await getLead(service.services.database, reference))?.ownerId;
const act = async (intent: string, fields: [string, string][]) => {
  const response = await staffAction(service, admin, ROUTING_PATH, intent, fields);
  expect(response.status, intent).toBe(200);
  return visibleText(await response.text());
};

describe("routing new leads", () => {
  beforeAll(async () => {
    await act("add-rule", [
      ["match", "location:UK"],
      ["assignee", `person:${id("uma")}`],
    ]);
    expect(
      await act("add-team", [
        ["name", "DACH"],
        ["members", id("bea")],
        ["members", id("cal")],
        ["members", id("dee")],
      ]),
    ).toContain("Team DACH added.");
    await act("add-rule", [
      ["match", "language:de"],
      ["assignee", "team:DACH"],
    ]);
    expect(await act("save-away", [["away", id("cal")]])).toContain("1 person is away");
    await act("save-default", [["owner", id("eve")]]);
  });

  it("gives a matching lead to the rule's person, who is mailed, and says so on the timeline", async () => {
    const reference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.sales, {
        ...VALID_BODIES.sales,
        location: "UK",
        company: "Routed Ltd",
      }),
    );
    expect(await ownerOf(reference)).toBe(id("uma"));
    const mail = await catcher.find(
      (caught) =>
        caught.reference === reference && caught.envelope.to.includes("uma.routing@fenmoor.example"),
    );
    expect(mail.parsed.subject).toContain("assigned to you");
    const page = visibleText(await (await staffGet(service, admin, leadHref(reference))).text());
    expect(page).toContain("the routing rules: owner nobody → uma.routing");
  });

  it("gives a team's leads in turn, passing over a person marked away", async () => {
    const owners = [];
    for (let count = 0; count < 3; count++) {
      const reference = await storeLead(
        service.services.database,
        "sales",
        { location: "Europe ex-UK" },
        { language: "de" },
      );
      owners.push(await ownerOf(reference));
    }
    expect(owners).toEqual([id("bea"), id("dee"), id("bea")]);
  });

  it("gives what no rule matches to the default owner, and shows the rules in order", async () => {
    const reference = await storeLead(service.services.database, "sales", { location: "Rest of the World" });
    expect(await ownerOf(reference)).toBe(id("eve"));
    const page = visibleText(await (await staffGet(service, admin, ROUTING_PATH)).text());
    expect(page).toMatch(/1 Location is UK uma\.routing .*2 Language is German Team DACH/);
  });

  it("routes on the country a visitor chose, shown on the lead's page; one not chosen is only guessed", async () => {
    await act("add-rule", [
      ["match", "country:CH"],
      ["assignee", `person:${id("dee")}`],
    ]);
    const swiss = await storeLead(service.services.database, "contact", { country: "CH" });
    expect(await ownerOf(swiss)).toBe(id("dee"));
    const page = visibleText(await (await staffGet(service, admin, leadHref(swiss))).text());
    expect(page).toContain("Country Switzerland");
    expect(page).toContain("Country or territory Switzerland (CH)");
    const guessed = await storeLead(service.services.database, "contact", { phone: "+41 44 668 18 00" });
    expect(await ownerOf(guessed)).toBe(id("eve"));
    const guessedPage = visibleText(await (await staffGet(service, admin, leadHref(guessed))).text());
    expect(guessedPage).toContain("Country probably CH (from the phone number)");
  });

  it("refuses a team that a rule still names", async () => {
    const response = await staffAction(service, admin, ROUTING_PATH, "delete-team", { team: "DACH" });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("A rule names this team");
  });
});
