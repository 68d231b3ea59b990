import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from "#server/enquiries/confirmation-limit.ts";
import type { EnquiryType } from "#shared/enquiries/forms.ts";
import { siteConfig } from "#shared/site/site-config.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import type { CaughtMail, MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const ENV = { ENQUIRY_RATE_LIMIT: "1000", MAIL_RETRY_MS: "200", MAIL_CONFIRMATION: "on" };

let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService(ENV));
});
afterAll(() => stop?.());

async function send(target: TestService, type: EnquiryType, body: Record<string, string>): Promise<string> {
  return referenceOf(await postEnquiry(target, ENDPOINTS[type], body));
}

const isConfirmation = (mail: CaughtMail) => mail.parsed.subject?.startsWith("Your ") === true;
const confirmationOf = (reference: string) => (mail: CaughtMail) =>
  mail.reference === reference && isConfirmation(mail);
const teamMailOf = (reference: string) => (mail: CaughtMail) =>
  mail.reference === reference && !isConfirmation(mail);

async function outboxKinds(target: TestService, reference: string): Promise<string[]> {
  const rows = await target.services.database.db
    .selectFrom("enquiry_outbox")
    .select("kind")
    .where("enquiry_reference", "=", reference)
    .orderBy("kind")
    .execute();
  return rows.map((row) => row.kind);
}

/** The confirmation's text with what differs from one enquiry to the next (reference, time) taken out. */
function fixedPart(mail: CaughtMail, reference: string): string {
  return (mail.parsed.text ?? "")
    .replaceAll(reference, "<reference>")
    .replace(/\d{1,2} \w+ \d{4} at \d{2}:\d{2} (GMT|BST)/, "<time>");
}

describe("the visitor's confirmation (MAIL_CONFIRMATION=on)", () => {
  it("is a fixed message with the reference: nothing the visitor typed, not even in the greeting or subject", async () => {
    const planted = {
      ...VALID_BODIES.sales,
      name: "Visit cheap-pills.example now",
      company: "Cheap Pills Ltd http://cheap-pills.example",
      phone: "+44 20 7946 0999",
      address: "Click https://cheap-pills.example/win",
      city: "Prizetown",
      postcode: "PR1 2ZE",
      email: "planted@example.org",
      message: "You have won a prize: https://cheap-pills.example/claim",
    };
    const reference = await send(service, "sales", { ...planted, marketing: "true" });
    const mail = await catcher.find(confirmationOf(reference));
    expect(mail.envelope.to).toEqual([planted.email]);
    expect(mail.parsed.to).toMatchObject({ value: [{ name: "", address: planted.email }] });
    expect(mail.parsed.subject).toBe(`Your sales enquiry to ${siteConfig.company.name} (${reference})`);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: "", address: siteConfig.enquiryRecipients.sales }]);
    const text = mail.parsed.text ?? "";
    expect(text).toContain(`Its reference is ${reference}.`);
    expect(text).toContain("/privacy-policy");
    // Decoded, as the recipient reads it: subject, text and the recipient's display name.
    const readable = [mail.parsed.subject, text, mail.parsed.to && JSON.stringify(mail.parsed.to)]
      .join("\n")
      .replaceAll(planted.email, "");
    for (const value of [planted.name, planted.company, planted.phone, planted.address, planted.city]) {
      expect(readable).not.toContain(value);
    }
    expect(readable).not.toMatch(/cheap-pills|prize/i);

    // Anyone else's sales enquiry gets word for word the same message.
    const other = await send(service, "sales", { ...VALID_BODIES.sales, email: "someone.else@example.org" });
    expect(fixedPart(await catcher.find(confirmationOf(other)), other)).toBe(fixedPart(mail, reference));
    // The team's notification carries everything, as before.
    expect((await catcher.find(teamMailOf(reference))).parsed.text).toContain(planted.company);
  });

  it(`goes to one address at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} times a day; later enquiries are still taken and the team told`, async () => {
    // The same mailbox written differently still counts as one.
    const spellings = [
      "bound@example.org",
      "Bound@Example.org",
      "bound+1@example.org",
      "bound+2@example.org",
    ];
    const references: string[] = [];
    for (const email of spellings)
      references.push(await send(service, "contact", { ...VALID_BODIES.contact, email }));
    for (const reference of references) await catcher.find(teamMailOf(reference));
    const confirmed = references.slice(0, CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    for (const reference of confirmed) await catcher.find(confirmationOf(reference));
    const beyond = references.slice(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    for (const reference of beyond) expect(await outboxKinds(service, reference)).toEqual(["team"]);
    expect(catcher.filter((mail) => beyond.includes(mail.reference ?? "") && isConfirmation(mail))).toEqual(
      [],
    );
  });

  it("counts confirmations across instances sharing the database", async () => {
    const second = await startTestService({
      ...ENV,
      SMTP_URL: catcher.url,
      DATA_DIR: service.dataDir,
      ...(service.services.config.databaseUrl ? { DATABASE_URL: service.services.config.databaseUrl } : {}),
    });
    try {
      const email = "shared@example.org";
      const references: string[] = [];
      for (let index = 0; index <= CONFIRMATIONS_PER_ADDRESS_PER_DAY; index++) {
        const target = index % 2 ? second : service;
        references.push(await send(target, "contact", { ...VALID_BODIES.contact, email }));
      }
      const kinds = await Promise.all(references.map((reference) => outboxKinds(service, reference)));
      expect(kinds).toEqual([
        ...Array(CONFIRMATIONS_PER_ADDRESS_PER_DAY).fill(["team", "visitor"]),
        ["team"],
      ]);
    } finally {
      await second.stop();
    }
  });

  it("stops trying a confirmation the visitor's mail server refuses for good", async () => {
    const address = "no-such-mailbox@example.org";
    catcher.refuseRecipient(address);
    const reference = await send(service, "contact", { ...VALID_BODIES.contact, email: address });
    // The team's notification still goes out, and replying to it reaches the address given.
    const team = await catcher.find(teamMailOf(reference));
    expect(team.parsed.replyTo?.value[0]?.address).toBe(address);
    const visitorJob = async () =>
      await service.services.database.db
        .selectFrom("enquiry_outbox")
        .selectAll()
        .where("enquiry_reference", "=", reference)
        .where("kind", "=", "visitor")
        .executeTakeFirst();
    await eventually(async () => (await visitorJob())?.given_up_at != null, 10_000);
    expect(await visitorJob()).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: expect.stringContaining("550"),
    });
    expect(await service.services.mailWorker.pendingCount()).toBe(0);
  });
});
