import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createContentVersion } from "#server/content-version.ts";
import { createMailWorker, type MailWorker } from "#server/enquiries/mail-worker.ts";
import { purgeExpiredEnquiries } from "#server/enquiries/retention.ts";
import { createSiteSettings } from "#server/site/site-settings.ts";
import { addLeadNote, assignLeadOwner, changeLeadStatus } from "#server/staff/leads/actions.ts";
import { getLead, leadTimeline, relatedLeads } from "#server/staff/leads/lead-record.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import { LEAD_TRANSITIONS } from "#shared/staff/leads/status.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";
import { type MailCatcher, startMailCatcher } from "../support/mail-catcher.ts";

let store: LeadDatabase;
let catcher: MailCatcher;
let worker: MailWorker;
const now = new Date("2026-11-25T09:00:00.000Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

beforeAll(async () => {
  store = await openLeadDatabase();
  catcher = await startMailCatcher();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "/tmp",
    SMTP_URL: catcher.url,
    MAIL_RETRY_MS: "200",
    PUBLIC_SITE_URL: "https://www.fenmoor.example",
  });
  const { db } = store.database;
  worker = createMailWorker({
    database: store.database,
    config,
    logger: pino({ level: "silent" }),
    siteSettings: createSiteSettings(db, createContentVersion(db)),
  });
});
afterAll(async () => {
  await worker.stop();
  await catcher.stop();
  await store.close();
});

describe("the lead workflow", () => {
  it("qualifies a new lead straight away (issue 32)", async () => {
    const reference = await storeLead(store.database, "sales");
    expect(
      await changeLeadStatus(store.database, { reference, to: "qualified", actorId: "kim", now }),
    ).toMatchObject({
      ok: true,
      event: { change: { kind: "status", from: "new", to: "qualified" } },
    });
  });

  it("moves a lead new → contacted → qualified and records each change in the timeline", async () => {
    const reference = await storeLead(store.database, "sales");
    const first = await changeLeadStatus(store.database, { reference, to: "contacted", actorId: "kim", now });
    expect(first).toMatchObject({
      ok: true,
      event: {
        reference,
        actorId: "kim",
        at: now.toISOString(),
        change: { kind: "status", from: "new", to: "contacted" },
      },
    });
    await changeLeadStatus(store.database, { reference, to: "qualified", actorId: "lee", now: later(1) });
    expect((await getLead(store.database, reference))?.status).toBe("qualified");
    expect(
      (await leadTimeline(store.database, reference)).map((event) => [event.actorId, event.change]),
    ).toEqual([
      ["kim", { kind: "status", from: "new", to: "contacted" }],
      ["lee", { kind: "status", from: "contacted", to: "qualified" }],
    ]);
  });

  it("refuses a move the workflow does not allow, and one to the same status", async () => {
    const reference = await storeLead(store.database, "contact");
    // Only erasure makes a lead erased.
    expect(await changeLeadStatus(store.database, { reference, to: "erased", actorId: "kim", now })).toEqual({
      ok: false,
      error: "not-allowed",
    });
    expect(await changeLeadStatus(store.database, { reference, to: "new", actorId: "kim", now })).toEqual({
      ok: false,
      error: "unchanged",
    });
    expect(
      await changeLeadStatus(store.database, {
        reference: "FC-00000000-NOPE00",
        to: "spam",
        actorId: "kim",
        now,
      }),
    ).toEqual({
      ok: false,
      error: "not-found",
    });
    expect((await getLead(store.database, reference))?.status).toBe("new");
    expect(await leadTimeline(store.database, reference)).toEqual([]);
  });

  it("allows exactly the transitions of the workflow table", async () => {
    for (const [from, targets] of Object.entries(LEAD_TRANSITIONS)) {
      for (const to of targets) {
        const reference = await storeLead(store.database, "contact", {}, { spam: from === "spam" });
        const path = {
          new: [],
          spam: [],
          contacted: ["contacted"],
          qualified: ["contacted", "qualified"],
          not_a_fit: ["contacted", "not_a_fit"],
        }[from] as ("contacted" | "qualified" | "not_a_fit")[];
        for (const step of path)
          await changeLeadStatus(store.database, { reference, to: step, actorId: "kim", now });
        expect((await getLead(store.database, reference))?.status).toBe(from);
        expect(await changeLeadStatus(store.database, { reference, to, actorId: "kim", now })).toMatchObject({
          ok: true,
        });
      }
    }
  });

  it("lets only one of two simultaneous changes of a lead through", async () => {
    const reference = await storeLead(store.database, "sales");
    const results = await Promise.all([
      changeLeadStatus(store.database, { reference, from: "new", to: "contacted", actorId: "kim", now }),
      changeLeadStatus(store.database, { reference, from: "new", to: "spam", actorId: "lee", now }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: "conflict" }]);
    expect(await leadTimeline(store.database, reference)).toHaveLength(1);
  });

  it("treats a lead the honeypot caught as spam, which can be put back to new", async () => {
    const reference = await storeLead(store.database, "contact", {}, { spam: true });
    expect((await getLead(store.database, reference))?.status).toBe("spam");
    expect(
      await changeLeadStatus(store.database, { reference, to: "new", actorId: "kim", now }),
    ).toMatchObject({ ok: true });
    expect((await getLead(store.database, reference))?.status).toBe("new");
  });

  it("assigns an owner, mails them a link to the lead through the outbox, and records it", async () => {
    // The mail is due when assigned: real time here, so the worker finds it due.
    const now = new Date();
    const reference = await storeLead(store.database, "sales", { company: "Owner Test Ltd" });
    const result = await assignLeadOwner(store.database, {
      reference,
      owner: { id: "user-kim", email: "kim@fenmoor.example" },
      actorId: "user-admin",
      now,
    });
    expect(result).toMatchObject({
      ok: true,
      event: { change: { kind: "owner", from: null, to: "user-kim" } },
    });
    worker.start();
    const mail = await catcher.find((caught) => caught.envelope.to.includes("kim@fenmoor.example"), 10_000);
    expect(mail.parsed.subject).toBe(`Lead ${reference} assigned to you: Owner Test Ltd`);
    expect(mail.parsed.text).toContain(`https://www.fenmoor.example${leadHref(reference)}`);
    expect(mail.parsed.text).not.toContain(VALID_SALES_MESSAGE);

    const lead = await getLead(store.database, reference);
    expect(lead?.ownerId).toBe("user-kim");
    expect(
      await assignLeadOwner(store.database, { reference, owner: null, actorId: "user-admin", now: later(1) }),
    ).toMatchObject({ ok: true, event: { change: { kind: "owner", from: "user-kim", to: null } } });
    expect((await getLead(store.database, reference))?.ownerId).toBeNull();
  });

  it("keeps internal notes with their author and time, in the timeline too", async () => {
    const reference = await storeLead(store.database, "product");
    const result = await addLeadNote(store.database, {
      reference,
      text: "Called back, wants a quote.",
      authorId: "kim",
      now,
    });
    expect(result.ok).toBe(true);
    const lead = await getLead(store.database, reference);
    expect(lead?.notes).toEqual([
      { id: expect.any(String), authorId: "kim", text: "Called back, wants a quote.", at: now.toISOString() },
    ]);
    expect(lead?.timeline.map((event) => event.change)).toEqual([
      { kind: "note", noteId: lead?.notes[0]?.id },
    ]);
  });
});

const VALID_SALES_MESSAGE = "We need a price for 2 tonnes a month";

describe("a lead's record", () => {
  it("shows every field as sent, where and when, and the state of its mails", async () => {
    const at = new Date("2026-11-20T08:30:00.000Z");
    const reference = await storeLead(
      store.database,
      "sample",
      { industry: "Others", other: "Cosmetics" },
      { at, confirmation: true },
    );
    const { db } = store.database;
    const [team, visitor] = await db
      .selectFrom("enquiry_outbox")
      .selectAll()
      .where("enquiry_reference", "=", reference)
      .orderBy("kind")
      .execute();
    await db
      .updateTable("enquiry_outbox")
      .set({ sent_at: "2026-11-20T08:30:05.000Z" })
      .where("id", "=", team?.id ?? "")
      .execute();
    await db
      .updateTable("enquiry_outbox")
      .set({
        given_up_at: "2026-11-20T08:31:00.000Z",
        attempts: 1,
        last_error: "EENVELOPE 550 No such mailbox",
      })
      .where("id", "=", visitor?.id ?? "")
      .execute();

    const lead = await getLead(store.database, reference);
    expect(lead).toMatchObject({
      reference,
      type: "sample",
      status: "new",
      createdAt: at.toISOString(),
      sourcePage: "/sample-form",
    });
    expect(lead?.fields).toContainEqual({
      name: "other",
      label: "Mention other industry",
      kind: "text",
      value: "Cosmetics",
    });
    expect(lead?.fields).toContainEqual({
      name: "company",
      label: "Company",
      kind: "text",
      value: "Nowak Paper Mills",
    });
    expect(lead?.fields).toContainEqual(expect.objectContaining({ name: "email", kind: "email" }));
    expect(lead).toMatchObject({ company: "Nowak Paper Mills" });
    expect(lead?.mails).toEqual([
      { id: team?.id, kind: "team", recipient: null, state: "sent", at: "2026-11-20T08:30:05.000Z" },
      {
        id: visitor?.id,
        kind: "visitor",
        recipient: null,
        state: "failed",
        reason: "EENVELOPE 550 No such mailbox",
        attempts: 1,
        retryAt: null,
      },
    ]);
  });

  it("lists other leads from the same address or company domain, not from a free-mail domain", async () => {
    const first = await storeLead(store.database, "contact", { email: "Buyer@Related.example" });
    const sameAddress = await storeLead(store.database, "sales", { email: "buyer@related.example" });
    const colleague = await storeLead(store.database, "product", { email: "lab@related.example" });
    await storeLead(store.database, "contact", { email: "someone@unrelated.example" });
    const gmailOne = await storeLead(store.database, "contact", { email: "one@gmail.com" });
    await storeLead(store.database, "contact", { email: "two@gmail.com" });

    const related = await relatedLeads(store.database, first);
    expect(related.map((lead) => [lead.reference, lead.match]).sort()).toEqual(
      [
        [sameAddress, "email"],
        [colleague, "domain"],
      ].sort(),
    );
    expect(await relatedLeads(store.database, gmailOne)).toEqual([]);
  });
});

describe("the enquiries purge", () => {
  it("removes an expired lead's workflow, notes and timeline with it", async () => {
    const longAgo = new Date("2019-01-15T10:00:00.000Z");
    const reference = await storeLead(store.database, "contact", {}, { at: longAgo });
    await changeLeadStatus(store.database, { reference, to: "contacted", actorId: "kim", now: longAgo });
    await addLeadNote(store.database, { reference, text: "Old note.", authorId: "kim", now: longAgo });
    const purged = await purgeExpiredEnquiries(store.database.db, { now, dryRun: false });
    expect(purged.references.map((row) => row.reference)).toEqual([reference]);
    expect(await getLead(store.database, reference)).toBeUndefined();
    const { db } = store.database;
    for (const table of ["enquiry_leads", "lead_notes", "lead_events"] as const) {
      expect(
        await db.selectFrom(table).select("reference").where("reference", "=", reference).execute(),
      ).toEqual([]);
    }
  });
});
