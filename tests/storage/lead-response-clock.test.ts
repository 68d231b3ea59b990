import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignLeadOwner } from "#server/staff/leads/actions.ts";
import { sendLeadReply } from "#server/staff/leads/replies.ts";
import { readResponseTarget } from "#server/staff/leads/response-clock.ts";
import { LEAD_INBOX_PATH, leadHref } from "#shared/staff/leads/paths.ts";
import { RESPONSE_MESSAGES, RESPONSE_TIMES_PATH } from "#shared/staff/leads/response-target.ts";
import { storeLead } from "../support/lead-database.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import { visibleText } from "../support/page-text.ts";
import { createPerson, type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The first-response clock (issue 32), driven by the test: `check(now)` is what each instance's
 * timer runs, and the service's own timer is stopped so that only the test moves the clock. The
 * leads are dated in the past, so the mails queued are due at once for the mail worker.
 */
let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
let owner: { id: string; email: string };
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({ MAIL_RETRY_MS: "200" }));
  await createPerson(service, "clock.owner@fenmoor.example", "sales");
  const person = await service.services.staff.people.findByEmail("clock.owner@fenmoor.example");
  owner = { id: person?.id ?? "", email: "clock.owner@fenmoor.example" };
  await service.services.responseWatch.stop();
});
afterAll(() => stop?.());

/** Thursday 5 November 2026, 10:00 UK time (GMT): due at 14:00 with the seeded 4-hour target. */
const ARRIVED = new Date("2026-11-05T10:00:00Z");
const at = (iso: string) => new Date(iso);
const check = (now: Date) => service.services.responseWatch.check(now);

describe("the first-response clock", () => {
  it("works to the seeded target: 4 working hours, with an escalation contact", async () => {
    const target = await readResponseTarget(service.services.database.db);
    expect(target).toMatchObject({ targetHours: 4, escalationEmail: "sales.manager@fenmoor.example" });
    expect(target.bankHolidays).toContain("2026-12-28");
  });

  it("mails the owner once when a lead is overdue, then the escalation contact once when it is overdue by as much again", async () => {
    const reference = await storeLead(
      service.services.database,
      "contact",
      { company: "Clockwork Coatings" },
      { at: ARRIVED },
    );
    await assignLeadOwner(service.services.database, { reference, owner, actorId: "lead", now: ARRIVED });
    expect(await check(at("2026-11-05T13:59:00Z"))).toBe(0);
    expect(await check(at("2026-11-05T14:00:00Z"))).toBe(1);
    expect(await check(at("2026-11-05T15:00:00Z"))).toBe(0);
    const mail = await catcher.find(
      (caught) => caught.reference === reference && caught.parsed.subject?.startsWith("Overdue") === true,
    );
    expect(mail.envelope.to).toEqual(["clock.owner@fenmoor.example"]);
    expect(mail.parsed.subject).toBe(
      `Overdue: lead ${reference} from Clockwork Coatings is waiting for a first response`,
    );
    // Overdue by another 4 working hours: Thursday until 17:30, then Friday from 09:00.
    expect(await check(at("2026-11-06T09:29:00Z"))).toBe(0);
    expect(await check(at("2026-11-06T09:30:00Z"))).toBe(1);
    expect(await check(at("2026-11-06T12:00:00Z"))).toBe(0);
    await catcher.find(
      (caught) =>
        caught.reference === reference && caught.envelope.to.includes("sales.manager@fenmoor.example"),
    );
  });

  it("tells the escalation contact at once about an overdue lead nobody owns", async () => {
    const reference = await storeLead(service.services.database, "sales", {}, { at: ARRIVED });
    expect(await check(at("2026-11-05T14:05:00Z"))).toBeGreaterThanOrEqual(1);
    await catcher.find(
      (caught) =>
        caught.reference === reference && caught.envelope.to.includes("sales.manager@fenmoor.example"),
    );
  });

  it("stops for a lead that had a reply in time", async () => {
    const reference = await storeLead(service.services.database, "sales", {}, { at: ARRIVED });
    await sendLeadReply(service.services.database, {
      reference,
      sender: { name: "Clock Owner", email: owner.email },
      subject: "Your enquiry",
      body: "We are on it.",
      authorId: owner.id,
      now: at("2026-11-05T11:00:00Z"),
    });
    await check(at("2026-11-11T12:00:00Z"));
    const escalations = await service.services.database.db
      .selectFrom("lead_escalations")
      .selectAll()
      .where("reference", "=", reference)
      .execute();
    expect(escalations).toEqual([]);
  });

  it("marks an overdue lead in the inbox and on its page, and shows a reply's time against the target", async () => {
    const sales = await signedIn(service, "sales");
    const overdue = await storeLead(
      service.services.database,
      "contact",
      { company: "Overdue Mark Ltd" },
      { at: ARRIVED },
    );
    const inbox = await text(sales, `${LEAD_INBOX_PATH}?q=Overdue+Mark`);
    expect(inbox).toContain("New · Overdue");
    expect(await text(sales, leadHref(overdue))).toContain(
      "First response overdue since 2026-11-05 14:00 UK time",
    );
    const answered = await storeLead(service.services.database, "sales", {}, { at: ARRIVED });
    await sendLeadReply(service.services.database, {
      reference: answered,
      sender: { name: "Clock Owner", email: owner.email },
      subject: "Your enquiry",
      body: "We are on it.",
      authorId: owner.id,
      now: at("2026-11-05T11:05:00Z"),
    });
    expect(await text(sales, leadHref(answered))).toContain(
      "First response after 1 h 05 min of working time (within the 4-hour target)",
    );
  });

  it("reports this week's first responses per owner, and lets an admin change the target", async () => {
    const sales = await signedIn(service, "sales");
    const now = new Date();
    // An owner of this lead alone: the report's row is this lead's.
    await createPerson(service, "report.owner@fenmoor.example", "sales");
    const person = await service.services.staff.people.findByEmail("report.owner@fenmoor.example");
    const reportOwner = { id: person?.id ?? "", email: "report.owner@fenmoor.example" };
    const reference = await storeLead(service.services.database, "sales", {}, { at: now });
    await assignLeadOwner(service.services.database, { reference, owner: reportOwner, actorId: "lead", now });
    await sendLeadReply(service.services.database, {
      reference,
      sender: { name: "Report Owner", email: reportOwner.email },
      subject: "Thanks",
      body: "On it.",
      authorId: reportOwner.id,
      now,
    });
    const report = await text(sales, RESPONSE_TIMES_PATH);
    expect(report).toMatch(/report\.owner 1 0 min 1 0 0/);
    expect(report).not.toContain("Save target");

    const admin = await signedIn(service, "admin");
    const refused = await staffAction(service, admin, RESPONSE_TIMES_PATH, "save-target", {
      targetHours: "2",
      opens: "17:00",
      closes: "09:00",
      escalationEmail: "",
      bankHolidays: "2026-12-25",
    });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain(RESPONSE_MESSAGES.closes);
    const saved = await staffAction(service, admin, RESPONSE_TIMES_PATH, "save-target", {
      targetHours: "2",
      opens: "08:30",
      closes: "17:00",
      escalationEmail: "sales.manager@fenmoor.example",
      bankHolidays: "2026-12-28\n2026-12-25",
    });
    expect(visibleText(await saved.text())).toContain("Saved: every lead's clock");
    expect(await readResponseTarget(service.services.database.db)).toMatchObject({
      targetHours: 2,
      opens: "08:30",
      bankHolidays: ["2026-12-25", "2026-12-28"],
    });
    const { entries } = await service.services.staff.audit.list({ kind: "response-target-changed" });
    expect(entries).toHaveLength(1);
  });
});

async function text(browser: StaffBrowser, path: string): Promise<string> {
  const response = await staffGet(service, browser, path);
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}
