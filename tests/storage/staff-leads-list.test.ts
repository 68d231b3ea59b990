import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignLeadOwner, changeLeadStatus } from "#server/staff/leads/actions.ts";
import { getLead } from "#server/staff/leads/lead-record.ts";
import {
  countLeadsByStatus,
  leadCountries,
  leadsPerWeek,
  listLeads,
  nextLead,
} from "#server/staff/leads/list.ts";
import { LEAD_PAGE_SIZE, type LeadFilter, UNASSIGNED } from "#shared/staff/leads/filter.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";

let store: LeadDatabase;
const refs = {} as Record<"sales" | "sample" | "product" | "contact" | "spam", string>;

const day = (iso: string) => new Date(`${iso}T10:00:00.000Z`);

async function references(filter: Partial<LeadFilter>) {
  const page = await listLeads(store.database, { page: 1, ...filter });
  return page.leads.map((lead) => lead.reference);
}

beforeAll(async () => {
  store = await openLeadDatabase();
  const { database } = store;
  refs.sales = await storeLead(database, "sales", {}, { at: day("2026-10-01") });
  refs.sample = await storeLead(
    database,
    "sample",
    {
      name: "Ana Lima",
      company: "Acme 100% Pure_Oils",
      email: "ana@acme-oils.example",
      location: "UK",
      industry: "Others",
      other: "Cosmetics",
      productfamily: "5",
    },
    { at: day("2026-10-10") },
  );
  refs.product = await storeLead(
    database,
    "product",
    { productfamily2: "7", selectcountry: "UK", request: "Bakery" },
    { at: day("2026-11-02") },
  );
  refs.contact = await storeLead(
    database,
    "contact",
    { name: "Deniz Smith", email: "deniz@smith.example", message: "Do you stock a DEFOAMER for inks?" },
    { at: day("2026-11-20") },
  );
  refs.spam = await storeLead(database, "contact", { name: "Spammy" }, { at: day("2026-11-21"), spam: true });
});
afterAll(() => store.close());

describe("the lead list", () => {
  it("lists every form's leads newest first with their status and who sent them", async () => {
    const page = await listLeads(store.database, { page: 1 });
    expect(page.leads.map((lead) => lead.reference)).toEqual([
      refs.spam,
      refs.contact,
      refs.product,
      refs.sample,
      refs.sales,
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(page.leads[0]).toMatchObject({ status: "spam", type: "contact", name: "Spammy" });
    expect(page.leads[2]).toMatchObject({ status: "new", name: "Gwen Harris", company: "Harris Bakeries" });
  });

  it("filters by form, status and received days (both ends included)", async () => {
    expect(await references({ type: "contact" })).toEqual([refs.spam, refs.contact]);
    expect(await references({ status: "spam" })).toEqual([refs.spam]);
    expect(await references({ status: "new", type: "contact" })).toEqual([refs.contact]);
    expect(await references({ from: "2026-10-10", to: "2026-11-02" })).toEqual([refs.product, refs.sample]);
    expect(await references({ to: "2026-10-09" })).toEqual([refs.sales]);
  });

  it("filters by location, industry and product family whichever form field holds them", async () => {
    expect(await references({ location: "UK" })).toEqual([refs.product, refs.sample]);
    expect(await references({ location: "Europe ex-UK" })).toEqual([refs.sales]);
    expect(await references({ industry: "Bakery" })).toEqual([refs.product]);
    expect(await references({ industry: "Others" })).toEqual([refs.sample]);
    // The contact form's "request" is a request type, not an industry.
    expect(await references({ industry: "Manufacturing" })).toEqual([refs.sales]);
    expect(await references({ family: ["5"] })).toEqual([refs.product, refs.sample]);
    expect(await references({ family: ["7"] })).toEqual([refs.product]);
    expect(await references({ family: ["3"] })).toEqual([refs.sales]);
  });

  it("finds free text in name, company, e-mail or message, in any case, with % and _ taken literally", async () => {
    expect(await references({ q: "defoamer FOR INKS" })).toEqual([refs.contact]);
    expect(await references({ q: "defoamer" })).toHaveLength(4);
    expect(await references({ q: "GWEN" })).toEqual([refs.product]);
    expect(await references({ q: "nowak paper" })).toEqual([refs.sales]);
    expect(await references({ q: "smith.example" })).toEqual([refs.contact]);
    expect(await references({ q: "100% pure_" })).toEqual([refs.sample]);
    expect(await references({ q: "100%" })).toEqual([refs.sample]);
    expect(await references({ q: "_" })).toEqual([refs.sample]);
    expect(await references({ q: "Manufacturing" })).toEqual([]);
  });

  it("filters by owner, or leads nobody owns", async () => {
    const owner = { id: "user-kim", email: "kim@fenmoor.example" };
    await assignLeadOwner(store.database, {
      reference: refs.sales,
      owner,
      actorId: "user-admin",
      now: new Date(),
    });
    expect(await references({ owner: "user-kim" })).toEqual([refs.sales]);
    expect(await references({ owner: UNASSIGNED })).not.toContain(refs.sales);
    expect(await references({ owner: UNASSIGNED })).toHaveLength(4);
  });

  it("counts leads by status under the other filters", async () => {
    expect(await countLeadsByStatus(store.database)).toEqual({
      new: 4,
      contacted: 0,
      qualified: 0,
      not_a_fit: 0,
      spam: 1,
      erased: 0,
      merged: 0,
    });
    await changeLeadStatus(store.database, {
      reference: refs.contact,
      to: "contacted",
      actorId: "user-kim",
      now: new Date(),
    });
    expect(await countLeadsByStatus(store.database, { type: "contact", status: "new" })).toEqual({
      new: 0,
      contacted: 1,
      qualified: 0,
      not_a_fit: 0,
      spam: 1,
      erased: 0,
      merged: 0,
    });
  });

  it("counts leads per week for the last 12 weeks, Monday to Sunday, spam left out", async () => {
    const weeks = await leadsPerWeek(store.database, new Date("2026-11-25T12:00:00.000Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.weekStart).toBe("2026-09-07");
    expect(weeks[11]?.weekStart).toBe("2026-11-23");
    expect(weeks.filter((week) => week.count > 0)).toEqual([
      { weekStart: "2026-09-28", count: 1 },
      { weekStart: "2026-10-05", count: 1 },
      { weekStart: "2026-11-02", count: 1 },
      { weekStart: "2026-11-16", count: 1 },
    ]);
  });

  it(`pages by ${LEAD_PAGE_SIZE}`, async () => {
    const extra = LEAD_PAGE_SIZE + 3;
    for (let index = 0; index < extra; index++) {
      await storeLead(
        store.database,
        "contact",
        { company: `Paging Co ${index}` },
        { at: day("2026-09-01") },
      );
    }
    const first = await listLeads(store.database, { page: 1, q: "paging co" });
    const second = await listLeads(store.database, { page: 2, q: "paging co" });
    expect(first).toMatchObject({ total: extra, pageCount: 2 });
    expect(first.leads).toHaveLength(LEAD_PAGE_SIZE);
    expect(second.leads).toHaveLength(3);
    const seen = new Set([...first.leads, ...second.leads].map((lead) => lead.reference));
    expect(seen.size).toBe(extra);
  });
});

describe("the inbox's search, without accents", () => {
  it("finds Jürgen Müller by 'muller', 'MÜLLER' or 'jurgen', and Straße by 'strasse'", async () => {
    const german = await storeLead(store.database, "contact", {
      name: "Jürgen Müller",
      company: "Dörrbeck Beschichtungen GmbH",
      email: "j.mueller@doerrbeck.example",
      message: "Lieferung an die Hafenstraße 4, bitte.",
    });
    for (const q of ["muller", "MÜLLER", "Müller", "jurgen", "JÜRGEN MÜLLER", "dorrbeck", "hafenstrasse"]) {
      expect(await references({ q }), q).toEqual([german]);
    }
    expect(await references({ q: "mueller" })).toEqual([german]);
  });
});

describe("the inbox's order and the expert path's answers", () => {
  it("sorts by name, company or status either way, and Save and next follows the order", async () => {
    const names = ["Zoe Abbott", "alan Brook", "Maya Chen"];
    const stored = [];
    for (const name of names)
      stored.push(await storeLead(store.database, "contact", { name, company: `Order ${name}` }));
    const inOrder = async (sort: string) =>
      (await listLeads(store.database, { page: 1, q: "order ", sort })).leads.map((lead) => lead.name);
    expect(await inOrder("name")).toEqual(["alan Brook", "Maya Chen", "Zoe Abbott"]);
    expect(await inOrder("-name")).toEqual(["Zoe Abbott", "Maya Chen", "alan Brook"]);
    expect(await inOrder("-company")).toEqual(["Zoe Abbott", "Maya Chen", "alan Brook"]);
    const [zoe, alan, maya] = stored as [string, string, string];
    await changeLeadStatus(store.database, {
      reference: maya,
      to: "contacted",
      actorId: "kim",
      now: new Date(),
    });
    // Contacted comes after New in the workflow; leads of one status keep a stable order among them.
    expect((await inOrder("-status"))[0]).toBe("Maya Chen");
    expect((await inOrder("status"))[2]).toBe("Maya Chen");
    expect(await nextLead(store.database, { q: "order ", sort: "name" }, { reference: alan })).toBe(maya);
    expect(await nextLead(store.database, { q: "order ", sort: "name" }, { reference: maya })).toBe(zoe);
    expect(await nextLead(store.database, { q: "order ", sort: "name" }, { reference: zoe })).toBeUndefined();
  });

  it("filters the expert path's leads by their process and problem", async () => {
    const expert = await storeLead(store.database, "expert", {});
    const lead = await getLead(store.database, expert);
    const answer = (name: string) => lead?.fields.find((field) => field.name === name)?.value ?? "";
    expect(await references({ process: answer("process") })).toEqual([expert]);
    expect(await references({ problem: answer("problem"), type: "expert" })).toEqual([expert]);
  });
});

describe("the inbox's country filter", () => {
  it("finds a German lead with country DE by the country filter and by 'muller', any of several countries", async () => {
    const german = await storeLead(store.database, "sales", {
      name: "Jürgen Müller",
      company: "Rheinbeck Lacke GmbH",
      email: "einkauf@rheinbeck.example",
      location: "Europe ex-UK",
      country: "DE",
    });
    const austrian = await storeLead(store.database, "contact", { country: "AT", name: "Eva Gruber" });
    const guessed = await storeLead(store.database, "contact", { phone: "+49 89 1234567" });
    expect(await references({ country: ["DE"] })).toEqual([german]);
    expect(await references({ country: ["DE"], q: "muller" })).toEqual([german]);
    expect(await references({ country: ["AT", "DE"] })).toEqual([austrian, german]);
    expect(await references({ country: ["FR"] })).toEqual([]);
    expect(await leadCountries(store.database)).toEqual(["AT", "DE"]);
    const listed = await listLeads(store.database, { page: 1, country: ["DE"] });
    expect(listed.leads[0]).toMatchObject({ country: "DE", countryHint: undefined });
    // A lead that gave no country is not found by it, but shows a guess from its phone number.
    const hinted = await listLeads(store.database, { page: 1 });
    const lead = hinted.leads.find((row) => row.reference === guessed);
    expect(lead).toMatchObject({ country: "", countryHint: { code: "DE", from: "phone" } });
  });

  it("takes two product families as either of them", async () => {
    const both = await references({ family: ["5", "7"] });
    expect(both).toContain(refs.product);
    expect(both).toContain(refs.sample);
    expect(both).not.toContain(refs.sales);
  });
});
