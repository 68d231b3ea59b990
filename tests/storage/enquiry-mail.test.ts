import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutbox } from "#server/enquiries/outbox.ts";
import { ENQUIRY_FORMS, type EnquiryType } from "#shared/enquiries/forms.ts";
import { siteConfig } from "#shared/site/site-config.ts";
import {
  ENDPOINTS,
  firstProductOf,
  postEnquiry,
  referenceOf,
  VALID_BODIES,
} from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import type { CaughtMail, MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import { usesPostgres } from "../support/test-database.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

// Short back-off so "SMTP comes back" is seen within the test.
const MAIL_ENV = { ENQUIRY_RATE_LIMIT: "1000", MAIL_RETRY_MS: "200" };

let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
let bodies: Record<EnquiryType, Record<string, string>>;

beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService(MAIL_ENV));
  const product = await firstProductOf(service, "5");
  bodies = {
    contact: { ...VALID_BODIES.contact },
    sales: { ...VALID_BODIES.sales },
    sample: { ...VALID_BODIES.sales, industry: "Others", other: "Cosmetics" },
    product: { ...VALID_BODIES.product, sampleproduct1: product },
    expert: { ...VALID_BODIES.expert },
  };
});
afterAll(() => stop?.());

async function send(
  target: TestService,
  type: EnquiryType,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<string> {
  return referenceOf(await postEnquiry(target, ENDPOINTS[type], body, headers));
}

const teamMailOf = (reference: string) => (mail: CaughtMail) =>
  mail.reference === reference && !mail.parsed.subject?.startsWith("Your ");

async function outboxRows(target: TestService, reference: string) {
  return target.services.database.db
    .selectFrom("enquiry_outbox")
    .selectAll()
    .where("enquiry_reference", "=", reference)
    .execute();
}

describe("the enquiry notification", () => {
  it.each(["contact", "sales", "sample", "product"] as const)(
    "mails a %s enquiry to its form's recipient with every field",
    async (type) => {
      const reference = await send(service, type, bodies[type]);
      const mail = await catcher.find(teamMailOf(reference));
      const recipient = siteConfig.enquiryRecipients[type];
      expect(mail.envelope.to).toEqual([recipient]);
      expect(mail.parsed.subject).toContain(reference);
      expect(mail.parsed.replyTo?.value).toEqual([
        { name: bodies[type].name ?? bodies[type].fname, address: bodies[type].email },
      ]);
      const text = mail.parsed.text ?? "";
      for (const field of ENQUIRY_FORMS[type].fields) {
        const value = bodies[type][field.name] ?? "";
        if (field.kind === "textarea") expect(text).toContain(`Message:\n  ${value}`);
        else if (field.kind === "family" && value)
          expect(text).toMatch(new RegExp(`${field.label}: .+ \\(${value}\\)`));
        else if (value) expect(text).toContain(`${field.label}: ${value}`);
        else if (!field.otherOf) expect(text).toContain(`${field.label}: (not given)`);
      }
      expect(text).toContain("Marketing contact: not agreed");
    },
  );

  it("names the page it came from, the product family as well as its id, and the marketing consent", async () => {
    const reference = await send(
      service,
      "sales",
      { ...bodies.sales, marketing: "true" },
      { referer: `${service.baseUrl}/sales-enquiry?utm_source=x` },
    );
    const text = (await catcher.find(teamMailOf(reference))).parsed.text ?? "";
    expect(text).toContain(`Sent from: ${service.services.config.publicSiteUrl}/sales-enquiry\n`);
    expect(text).toContain("Product Family: Foam Control Agents (3)");
    expect(text).toMatch(/Marketing contact: agreed on .+ to "/);
  });

  it("lets no field value add a header or a recipient", async () => {
    const reference = await send(service, "contact", {
      ...bodies.contact,
      name: "Eve\r\nBcc: victim@example.net",
      company: "Acme\r\nX-Injected: yes\r\n\r\nforged body",
      phone: "0\nTo: another@example.net",
      message: "Hello\r\n.\r\nMAIL FROM:<x@example.net>\r\nBcc: third@example.net",
    });
    const mail = await catcher.find(teamMailOf(reference));
    expect(mail.envelope.to).toEqual([siteConfig.enquiryRecipients.contact]);
    expect(mail.rawHeaders).not.toMatch(/^(bcc|x-injected|cc):/im);
    expect(mail.parsed.headers.has("bcc")).toBe(false);
    expect(mail.parsed.headers.has("x-injected")).toBe(false);
    expect(mail.parsed.subject).toBe(`Contact enquiry ${reference} from Acme X-Injected: yes forged body`);
    expect(mail.parsed.replyTo?.value).toEqual([
      { name: "Eve Bcc: victim@example.net", address: bodies.contact.email },
    ]);
    const text = mail.parsed.text ?? "";
    expect(text).toContain("Phone: 0 To: another@example.net");
    // The message keeps its lines, indented under its label, so none can pass for a field.
    expect(text).toContain("  Hello\n  .\n  MAIL FROM:<x@example.net>\n  Bcc: third@example.net");
    expect(catcher.filter((other) => other.envelope.to.some((to) => to.endsWith("@example.net")))).toEqual(
      [],
    );
  });

  it("sends nothing for a filled honeypot", async () => {
    const spam = await send(service, "contact", { ...bodies.contact, website: "http://spam.example" });
    const genuine = await send(service, "contact", bodies.contact);
    await catcher.find(teamMailOf(genuine));
    expect(await outboxRows(service, spam)).toEqual([]);
    expect(catcher.filter((mail) => mail.reference === spam)).toEqual([]);
  });

  it("keeps accepting enquiries while SMTP is down and mails them once it is back", async () => {
    catcher.refuse(true);
    try {
      const reference = await send(service, "contact", bodies.contact);
      const stored = await service.services.database.db
        .selectFrom("enquiries")
        .select("reference")
        .where("reference", "=", reference)
        .executeTakeFirst();
      expect(stored).toEqual({ reference });
      await eventually(async () => ((await outboxRows(service, reference))[0]?.attempts ?? 0) >= 2, 10_000);
      const [job] = await outboxRows(service, reference);
      expect(job).toMatchObject({ sent_at: null, last_error: expect.stringContaining("421") });
      expect(await service.services.mailWorker.pendingCount()).toBeGreaterThan(0);
      expect(catcher.filter(teamMailOf(reference))).toEqual([]);
      catcher.refuse(false);
      await catcher.find(teamMailOf(reference));
      await eventually(async () => (await service.services.mailWorker.pendingCount()) === 0, 10_000);
    } finally {
      catcher.refuse(false);
    }
  });
});

describe("mails waiting in the outbox", () => {
  it("are kept without SMTP_URL and survive a restart, then go out", async () => {
    const first = await startTestService(MAIL_ENV);
    let second: TestService | undefined;
    try {
      const reference = await send(first, "contact", bodies.contact);
      expect(await first.services.mailWorker.pendingCount()).toBe(1);
      await first.close();
      second = await startTestService({
        ...MAIL_ENV,
        SMTP_URL: catcher.url,
        DATA_DIR: first.dataDir,
        ...(first.services.config.databaseUrl ? { DATABASE_URL: first.services.config.databaseUrl } : {}),
      });
      await catcher.find(teamMailOf(reference));
      await eventually(async () => (await second?.services.mailWorker.pendingCount()) === 0, 10_000);
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
});

describe("claiming outbox jobs", () => {
  it("never hands one job to two workers claiming at the same moment", async () => {
    // No SMTP_URL: the service's own worker stays idle and the jobs are left to the claims below.
    const idle = await startTestService(MAIL_ENV);
    try {
      await Promise.all(Array.from({ length: 10 }, () => send(idle, "contact", bodies.contact)));
      const outbox = createOutbox(idle.services.database, { retryBaseMs: 1000, leaseMs: 60_000 });
      const now = new Date();
      const claims = await Promise.all(
        Array.from({ length: 40 }, (_, worker) => outbox.claim(`worker-${worker}`, now)),
      );
      const claimed = claims.flatMap((job) => (job ? [job.id] : []));
      expect(claimed.length).toBeGreaterThan(0);
      // A job the burst left free is still there for the next worker, once; then nothing is free.
      for (let job = await outbox.claim("sweeper", now); job; job = await outbox.claim("sweeper", now)) {
        claimed.push(job.id);
      }
      expect(claimed).toHaveLength(10);
      expect(new Set(claimed).size).toBe(10);
      // Until a lease runs out: then its job is free again.
      expect(await outbox.claim("after-lease", new Date(now.getTime() + 60_000))).toBeDefined();
    } finally {
      await idle.stop();
    }
  });
});

// Several instances share one database only on PostgreSQL.
describe.runIf(usesPostgres())("two instances on one PostgreSQL database", () => {
  it("send each mail exactly once", async () => {
    const one = await startTestService({ ...MAIL_ENV, SMTP_URL: catcher.url });
    let two: TestService | undefined;
    try {
      two = await startTestService({
        ...MAIL_ENV,
        SMTP_URL: catcher.url,
        DATA_DIR: one.dataDir,
        DATABASE_URL: one.services.config.databaseUrl ?? "",
      });
      const instances = [one, two];
      // A backlog built while SMTP is down, then both workers drain it at once.
      catcher.refuse(true);
      const references = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          send(instances[index % 2] as TestService, "contact", {
            ...bodies.contact,
            message: `Backlog ${index}`,
          }),
        ),
      );
      catcher.refuse(false);
      await catcher.waitForReferences(references, 30_000);
      await eventually(async () => (await one.services.mailWorker.pendingCount()) === 0, 10_000);
      // Once both have stopped no more mail can go out, so the counts below are final.
      await Promise.all(instances.map((instance) => instance.close()));
      for (const reference of references) {
        expect(catcher.filter(teamMailOf(reference)), reference).toHaveLength(1);
      }
    } finally {
      catcher.refuse(false);
      await two?.stop();
      await one.stop();
    }
  }, 60_000);
});
