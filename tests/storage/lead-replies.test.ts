import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erasePersonalData } from "#server/staff/leads/personal-data.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import { REPLY_MESSAGES, REPLY_TEMPLATES_PATH } from "#shared/staff/leads/replies.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import { visibleText } from "../support/page-text.ts";
import {
  createPerson,
  type StaffBrowser,
  saveLeadWork,
  signedIn,
  staffAction,
  staffGet,
} from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** Replies from a lead's page (issue 32), through the outbox to a real SMTP peer. */
let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
let sales: StaffBrowser;
let ownerId: string;
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({
    ENQUIRY_RATE_LIMIT: "1000",
    MAIL_RETRY_MS: "200",
  }));
  sales = await signedIn(service, "sales");
  await createPerson(service, "olu.owner@fenmoor.example", "sales");
  ownerId = (await service.services.staff.people.findByEmail("olu.owner@fenmoor.example"))?.id ?? "";
});
afterAll(() => stop?.());

async function ownedLead(fields: Record<string, string> = {}): Promise<string> {
  const reference = await referenceOf(
    await postEnquiry(service, ENDPOINTS.sales, { ...VALID_BODIES.sales, ...fields }),
  );
  await saveLeadWork(service, sales, leadHref(reference), { from: "new", owner: ownerId });
  return reference;
}

const text = async (path: string) => visibleText(await (await staffGet(service, sales, path)).text());

describe("a reply from the lead's page", () => {
  it("starts from a template filled in for the lead, and reaches the person from the owner, answers going to the owner", async () => {
    const reference = await ownedLead();
    const page = await (
      await staffGet(service, sales, `${leadHref(reference)}?template=acknowledgement`)
    ).text();
    expect(page).toContain(`value="Your enquiry ${reference} to Fenmoor Chemicals"`);
    expect(visibleText(page)).toContain(
      "Dear Tomasz Nowak, Thank you for your enquiry on behalf of Nowak Paper Mills.",
    );
    expect(visibleText(page)).toContain(
      "To t.nowak@example.com, from olu.owner; answers go to olu.owner@fenmoor.example.",
    );

    const sent = await staffAction(service, sales, leadHref(reference), "reply", {
      subject: `Your enquiry ${reference} to Fenmoor Chemicals`,
      body: "Dear Tomasz,\n\nThe price for 2 tonnes a month follows tomorrow.\n\nOlu",
    });
    expect(sent.status).toBe(200);
    expect(visibleText(await sent.text())).toContain(
      "Reply sent to t.nowak@example.com from olu.owner; answers go to olu.owner@fenmoor.example.",
    );
    const mail = await catcher.find(
      (caught) => caught.reference === reference && caught.envelope.to.includes("t.nowak@example.com"),
    );
    expect(mail.parsed.subject).toBe(`Your enquiry ${reference} to Fenmoor Chemicals`);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: "olu.owner", address: "olu.owner@fenmoor.example" }]);
    expect(mail.parsed.from?.value[0]?.name).toBe("olu.owner, Fenmoor Chemicals");
    expect(mail.parsed.text).toContain("The price for 2 tonnes a month follows tomorrow.");
    expect(await text(leadHref(reference))).toContain(
      `reply sent: Your enquiry ${reference} to Fenmoor Chemicals`,
    );
    const { entries } = await service.services.staff.audit.list({ kind: "lead-replied" });
    expect(entries.map((entry) => entry.subject)).toContain(reference);
  });

  it("keeps what was written when the subject is missing, and sends nothing", async () => {
    const reference = await ownedLead();
    const refused = await staffAction(service, sales, leadHref(reference), "reply", {
      subject: " ",
      body: "Kept as typed",
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(visibleText(page)).toContain(REPLY_MESSAGES.subject);
    expect(page).toContain("Kept as typed");
    expect(await text(leadHref(reference))).not.toContain("reply sent");
  });

  it("uses a template as the team last saved it; a bad one is refused with its message", async () => {
    const saved = await staffAction(service, sales, REPLY_TEMPLATES_PATH, "save", {
      key: "datasheet",
      name: "Datasheet",
      subject: "The datasheet you asked for, {company}",
      body: "Dear {name},\n\nHere it is.\n\n{sender}",
    });
    expect(visibleText(await saved.text())).toContain(
      "Saved: the next reply that starts from Datasheet uses it.",
    );
    const reference = await ownedLead();
    const page = await (await staffGet(service, sales, `${leadHref(reference)}?template=datasheet`)).text();
    expect(page).toContain('value="The datasheet you asked for, Nowak Paper Mills"');
    const bad = await staffAction(service, sales, REPLY_TEMPLATES_PATH, "save", {
      key: "datasheet",
      name: "",
      subject: "x",
      body: "y",
    });
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain(REPLY_MESSAGES.name);
    const { entries } = await service.services.staff.audit.list({ kind: "reply-template-saved" });
    expect(entries).toHaveLength(1);
  });

  it("is erased with the lead's personal data", async () => {
    const email = "erase.reply@example.com";
    const reference = await ownedLead({ email });
    await staffAction(service, sales, leadHref(reference), "reply", {
      subject: "About your order",
      body: "Dear Tomasz",
    });
    await erasePersonalData(service.services.database, {
      email,
      erasedBy: "privacy",
      now: new Date(),
      pseudonym: "erased:x",
    });
    const rows = await service.services.database.db
      .selectFrom("lead_replies")
      .select(["recipient", "subject", "body"])
      .where("reference", "=", reference)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/Tomasz|erase\.reply|About your order/);
  });
});
