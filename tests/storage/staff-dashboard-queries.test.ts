import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchContent } from "#server/content-editing/console-search.ts";
import { createContentOverview } from "#server/content-editing/content-overview.ts";
import { failedMails } from "#server/enquiries/failed-mails.ts";
import { assignLeadOwner, changeLeadStatus } from "#server/staff/leads/actions.ts";
import { leadFigures } from "#server/staff/leads/figures.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";
import { startTestService } from "../support/test-service.ts";

/** The start page's figures and the search (decision 109): counts, a minimum, joins, on both databases. */
let store: LeadDatabase;
const NOW = new Date("2026-12-02T15:00:00.000Z");
const ago = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

beforeAll(async () => {
  store = await openLeadDatabase();
});
afterAll(() => store.close());

describe("the lead figures", () => {
  it("count today from UK midnight and the last 7 days, open leads by status, unassigned, the oldest open", async () => {
    const { database } = store;
    const today = await storeLead(database, "sales", {}, { at: ago(2) });
    await storeLead(database, "contact", {}, { at: ago(14) }); // 01:00 UTC: today in the UK
    const contacted = await storeLead(database, "sales", {}, { at: ago(16) }); // yesterday 23:00
    await storeLead(database, "sales", {}, { at: ago(24 * 10) });
    const decided = await storeLead(database, "sales", {}, { at: ago(24 * 20) });
    await storeLead(database, "contact", {}, { at: ago(1), spam: true });
    await changeLeadStatus(database, {
      reference: contacted,
      to: "contacted",
      actorId: "user-kim",
      now: NOW,
    });
    await changeLeadStatus(database, { reference: decided, to: "contacted", actorId: "user-kim", now: NOW });
    await changeLeadStatus(database, { reference: decided, to: "qualified", actorId: "user-kim", now: NOW });
    await assignLeadOwner(database, {
      reference: today,
      owner: { id: "user-kim", email: "kim@fenmoor.example" },
      actorId: "user-admin",
      now: NOW,
    });
    expect(await leadFigures(database, NOW)).toEqual({
      today: 2,
      lastSevenDays: 3,
      open: { new: 3, contacted: 1 },
      unassigned: 3,
      oldestOpenAt: ago(24 * 10).toISOString(),
    });
  });
});

describe("the undelivered mails", () => {
  it("are the unsent ones that failed, retrying or given up, newest first, with how many in all", async () => {
    const { db } = store.database;
    const job = (
      at: Date,
      fields: { attempts: number; last_error: string | null; sent?: boolean; givenUp?: boolean },
    ) =>
      db
        .insertInto("enquiry_outbox")
        .values({
          id: randomUUID(),
          enquiry_reference: null,
          kind: "password-reset",
          recipient: "someone@fenmoor.example",
          attempts: fields.attempts,
          last_error: fields.last_error,
          next_attempt_at: new Date(at.getTime() + 60_000).toISOString(),
          sent_at: fields.sent ? at.toISOString() : null,
          given_up_at: fields.givenUp ? at.toISOString() : null,
          created_at: at.toISOString(),
        })
        .execute();
    await job(ago(3), { attempts: 1, last_error: "421 try later" });
    await job(ago(2), { attempts: 1, last_error: "550 no such mailbox", givenUp: true });
    await job(ago(1), { attempts: 0, last_error: null });
    await job(ago(1), { attempts: 2, last_error: null, sent: true });
    const { total, mails } = await failedMails(db, 1);
    expect(total).toBe(2);
    expect(mails).toEqual([
      {
        kind: "password-reset",
        enquiryReference: null,
        attempts: 1,
        lastError: "550 no such mailbox",
        nextAttemptAt: null,
        createdAt: ago(2).toISOString(),
      },
    ]);
    expect((await failedMails(db, 10)).mails.map((mail) => mail.lastError)).toEqual([
      "550 no such mailbox",
      "421 try later",
    ]);
  });
});

describe("the content views", () => {
  it("find a draft, whose saver sees it as theirs and others as an edit, and search its working copy", async () => {
    const service = await startTestService();
    try {
      const { database, contentEditing } = service.services;
      const entry = await contentEditing.get("news", "117");
      if (!entry) throw new Error("no news item 117");
      const changed = { ...entry.working, name: "Quillwort reactor" };
      await contentEditing.save("news", "117", changed, entry.version, { email: "ed@fenmoor.example" });
      await contentEditing.publish(
        "news",
        "117",
        entry.version + 1,
        { email: "ed@fenmoor.example" },
        {
          at: new Date(Date.now() + 60 * 60 * 1000),
        },
      );
      // What the console says of an editor: every kind but the recipients, edited at `/staff/<kind>/<key>`.
      const view = {
        mayEdit: (kind: string) => kind !== "enquiry-recipients",
        editorHref: (kind: string, key: string) => `/staff/${kind}/${key}`,
      };
      const overview = createContentOverview(database.db, contentEditing.kinds, view);
      const drafts = await overview.drafts("ed@fenmoor.example", 8);
      expect(drafts.items.map((item) => [item.title, item.href, item.status])).toEqual([
        ["Quillwort reactor", "/staff/news/117", "scheduled"],
      ]);
      expect((await overview.scheduled(8)).total).toBe(1);
      const others = await overview.recentEdits("someone.else@fenmoor.example", 8);
      expect(others.items.map((item) => item.by)).toEqual(["ed@fenmoor.example", "ed@fenmoor.example"]);
      const groups = await searchContent(database.db, contentEditing.kinds, "quillwort", view);
      expect(groups.map((group) => [group.kind, group.total])).toEqual([["news", 1]]);
    } finally {
      await service.stop();
    }
  });
});
