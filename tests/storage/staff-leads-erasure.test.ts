import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientKeys } from "#server/enquiries/client-key.ts";
import { type AuditLog, createAuditLog } from "#server/staff/audit-log.ts";
import { addLeadNote, changeLeadStatus } from "#server/staff/leads/actions.ts";
import { leadFigures } from "#server/staff/leads/figures.ts";
import { getLead } from "#server/staff/leads/lead-record.ts";
import { countLeadsByStatus, listLeads } from "#server/staff/leads/list.ts";
import { ERASED, erasePersonalData, findPersonalData } from "#server/staff/leads/personal-data.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";

let store: LeadDatabase;
let first: string;
let second: string;
let other: string;
let sample: string;
let audit: AuditLog;
let pseudonym: string;
const now = new Date("2026-11-25T09:00:00.000Z");

beforeAll(async () => {
  store = await openLeadDatabase();
  const { database } = store;
  first = await storeLead(
    database,
    "contact",
    { name: "Erin Price", email: "erin@price.example" },
    { confirmation: true },
  );
  second = await storeLead(database, "sales", {
    name: "Erin Price",
    email: "Erin@Price.example",
    phone: "0161 496 0000",
  });
  other = await storeLead(database, "contact", {
    name: "Sam Other",
    email: "sam@other.example",
    message: "My colleague (ERIN@price.example) wants the datasheet too.",
  });
  sample = await storeLead(database, "sales", { name: "Pat Sample", email: "pat@sample.example" });
  await database.db
    .insertInto("enquiry_products")
    .values({
      reference: sample,
      position: 1,
      product_slug: "af-100",
      product_name: "Fenmoor AF 100",
      category_name: "Antifoams",
      quantity: "1 kg",
      intended_use: "Trial for erin@price.example's line",
    })
    .execute();
  audit = createAuditLog(database.db, createClientKeys(database.db));
  pseudonym = await audit.pseudonymOf("erin@price.example");
  const actor = { id: "kim", email: "kim@fenmoor.example" };
  await audit.record({
    kind: "leads-exported",
    actor,
    subject: "Erin@price.example",
    address: "198.51.100.7",
    detail: { format: "json", personalData: "yes" },
  });
  await audit.record({
    kind: "leads-exported",
    actor,
    address: "198.51.100.7",
    detail: { format: "csv", filter: "q=erin%40price.example&status=new" },
  });
  await audit.record({
    kind: "lead-viewed",
    actor,
    subject: other,
    detail: { note: "for erin@price.example" },
  });
  await addLeadNote(database, { reference: first, text: "Erin prefers phone calls.", authorId: "kim", now });
  await addLeadNote(database, {
    reference: other,
    text: "Same firm as erin@price.example, ask her.",
    authorId: "kim",
    now,
  });
  await database.db
    .updateTable("enquiry_outbox")
    .set({ attempts: 1, last_error: "550 <erin@price.example> mailbox full" })
    .where("enquiry_reference", "=", first)
    .where("kind", "=", "visitor")
    .execute();
  await database.db
    .updateTable("enquiry_outbox")
    .set({ sent_at: now.toISOString() })
    .where("enquiry_reference", "=", first)
    .where("kind", "=", "team")
    .execute();
});
afterAll(() => store.close());

describe("a personal-data request", () => {
  it("finds every enquiry from the address in any case, with its mails and notes, and notes mentioning it", async () => {
    const found = await findPersonalData(store.database, "  ERIN@price.example ");
    expect(found.email).toBe("erin@price.example");
    expect(found.enquiries.map((lead) => lead.reference).sort()).toEqual([first, second].sort());
    const firstLead = found.enquiries.find((lead) => lead.reference === first);
    expect(firstLead?.fields).toContainEqual({
      name: "name",
      label: "Name",
      kind: "text",
      value: "Erin Price",
    });
    expect(firstLead?.notes.map((note) => note.text)).toEqual(["Erin prefers phone calls."]);
    expect(firstLead?.mails.map((mail) => mail.state).sort()).toEqual(["failed", "sent"]);
    expect(found.mentions).toEqual([
      {
        reference: other,
        in: "field",
        label: "Message",
        key: "message",
        text: "My colleague (ERIN@price.example) wants the datasheet too.",
      },
      {
        reference: sample,
        in: "sample",
        label: "Intended use of Fenmoor AF 100",
        key: "1",
        text: "Trial for erin@price.example's line",
      },
      expect.objectContaining({
        reference: other,
        in: "note",
        label: "Note",
        text: "Same firm as erin@price.example, ask her.",
      }),
    ]);
    expect(JSON.parse(JSON.stringify(found))).toEqual(found);
  });

  it("refuses anything but a whole address", async () => {
    await expect(findPersonalData(store.database, "")).rejects.toThrow();
    await expect(
      erasePersonalData(store.database, { email: "%", erasedBy: "admin", now, pseudonym }),
    ).rejects.toThrow();
  });

  it("erases the personal fields, notes and mail errors, closes unsent mails and keeps a tombstone", async () => {
    const result = await erasePersonalData(store.database, {
      email: "erin@price.example",
      erasedBy: "admin-1",
      now,
      pseudonym,
    });
    expect(result.references.sort()).toEqual([first, second].sort());
    // Issue 30, item 8: other leads' free text kept the address; the handler is shown each text.
    expect(result.mentions.map((mention) => [mention.reference, mention.label, mention.text])).toEqual([
      [other, "Message", `My colleague (${ERASED}) wants the datasheet too.`],
      [sample, "Intended use of Fenmoor AF 100", `Trial for ${ERASED}'s line`],
      [other, "Note", `Same firm as ${ERASED}, ask her.`],
    ]);

    const lead = await getLead(store.database, second);
    const values = Object.fromEntries(lead?.fields.map((field) => [field.name, field.value]) ?? []);
    expect(values).toMatchObject({
      name: ERASED,
      email: ERASED,
      phone: ERASED,
      company: ERASED,
      address: ERASED,
      postcode: ERASED,
      message: ERASED,
      address2: "",
      location: "Europe ex-UK",
      industry: "Manufacturing",
      productfamily: "3",
    });
    expect(lead?.email).toBe("");
    expect(lead?.erasure).toEqual({ at: now.toISOString(), by: "admin-1" });
    expect(lead?.timeline.at(-1)).toMatchObject({ actorId: "admin-1", change: { kind: "erased" } });
    expect(lead?.mails).toEqual([
      expect.objectContaining({
        kind: "team",
        state: "failed",
        reason: "not sent: the enquiry was erased",
        retryAt: null,
      }),
    ]);

    const firstLead = await getLead(store.database, first);
    expect(firstLead?.notes.map((note) => note.text)).toEqual([ERASED]);
    expect(
      firstLead?.mails.map((mail) => [mail.kind, mail.state, "reason" in mail ? mail.reason : null]),
    ).toEqual([
      ["team", "sent", null],
      ["visitor", "failed", "not sent: the enquiry was erased"],
    ]);
    expect((await getLead(store.database, other))?.notes.map((note) => note.text)).toEqual([
      `Same firm as ${ERASED}, ask her.`,
    ]);

    const raw = await store.database.db
      .selectFrom("enquiries")
      .selectAll()
      .where("reference", "in", [first, second])
      .execute();
    expect(JSON.stringify(raw)).not.toMatch(/erin|price\.example|0161/i);
    expect((await listLeads(store.database, { page: 1, q: "erin" })).leads).toEqual([]);
    expect(await findPersonalData(store.database, "erin@price.example")).toMatchObject({
      enquiries: [],
      mentions: [],
    });
    const everything = await store.database.db.selectFrom("enquiries").select("fields").execute();
    expect(JSON.stringify(everything)).not.toMatch(/price\.example/i);
    expect((await getLead(store.database, sample))?.products[0]?.use).toBe(`Trial for ${ERASED}'s line`);
  });

  it("makes an erased lead 'Erased': out of the default list and the open counts, found by its status", async () => {
    for (const reference of [first, second]) {
      expect((await getLead(store.database, reference))?.status).toBe("erased");
    }
    const listed = (await listLeads(store.database, { page: 1 })).leads.map((lead) => lead.reference);
    expect(listed).toContain(other);
    expect(listed).not.toContain(first);
    expect(listed).not.toContain(second);
    const erased = await listLeads(store.database, { page: 1, status: "erased" });
    expect(erased.leads.map((lead) => lead.reference).sort()).toEqual([first, second].sort());
    const counts = await countLeadsByStatus(store.database);
    expect(counts).toMatchObject({ new: 2, erased: 2 });
    expect((await leadFigures(store.database, now)).open.new).toBe(2);
    // Nothing moves an erased lead on: its personal data is gone, and it is nobody's work.
    expect(
      await changeLeadStatus(store.database, { reference: first, to: "contacted", actorId: "kim", now }),
    ).toEqual({
      ok: false,
      error: "not-allowed",
    });
  });

  // Issue 30, item 8: the audit log kept the erased address as entries' subject and in export filters.
  it("leaves audit entries about the erased person under a pseudonym, found by the address", async () => {
    const rows = await store.database.db.selectFrom("staff_audit_log").selectAll().execute();
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toMatch(/erin/i);
    const { entries } = await audit.list({ person: "erin@price.example" });
    expect(entries).toMatchObject([{ kind: "leads-exported", subject: pseudonym }]);
    const { entries: exports } = await audit.list({ kind: "leads-exported" });
    expect(exports.map((entry) => entry.detail.filter)).toContain(`q=${pseudonym}&status=new`);
    expect(pseudonym).not.toBe(await audit.pseudonymOf("sam@other.example"));
  });

  it("is idempotent: erasing again finds nothing and changes nothing", async () => {
    const before = await getLead(store.database, first);
    expect(
      await erasePersonalData(store.database, {
        email: "erin@price.example",
        erasedBy: "admin-2",
        now: new Date(),
        pseudonym,
      }),
    ).toEqual({
      references: [],
      mentions: [],
    });
    expect(await getLead(store.database, first)).toEqual(before);
    expect((await getLead(store.database, other))?.fields).toContainEqual({
      name: "name",
      label: "Name",
      kind: "text",
      value: "Sam Other",
    });
  });
});
