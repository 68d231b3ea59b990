import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiriesToCsv, readEnquiries } from "#server/enquiries/export.ts";
import { changeLeadStatus } from "#server/staff/leads/actions.ts";
import { exportLeads } from "#server/staff/leads/export.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";

let store: LeadDatabase;
let formula: string;
let sales: string;
let contact: string;

beforeAll(async () => {
  store = await openLeadDatabase();
  const at = (iso: string) => new Date(`${iso}T09:00:00.000Z`);
  formula = await storeLead(
    store.database,
    "contact",
    { company: '=HYPERLINK("http://evil.example","Click")', message: 'Two lines,\nwith "quotes".' },
    { at: at("2026-11-01") },
  );
  sales = await storeLead(store.database, "sales", {}, { at: at("2026-11-02") });
  contact = await storeLead(store.database, "contact", { company: "Plain Co" }, { at: at("2026-11-03") });
  await changeLeadStatus(store.database, {
    reference: sales,
    to: "contacted",
    actorId: "kim",
    now: at("2026-11-04"),
  });
});
afterAll(() => store.close());

describe("exporting the filtered leads", () => {
  it("writes CSV with the enquiry export's columns, newest first, safe from formula injection", async () => {
    const csv = await exportLeads(store.database, {}, "csv");
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    expect(header).toBe(enquiriesToCsv([]).trimEnd());
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain('"Two lines,\nwith ""quotes""."');
    const references = rows.map((row) => row.match(/^FC-[^,]+/)?.[0]).filter(Boolean);
    expect(references).toEqual([contact, sales, formula]);
    expect(rows.find((row) => row.startsWith(sales))).toMatch(new RegExp(`^${sales},sales,contacted,`));
  });

  it("exports only what the filters select, as JSON in the enquiry export's shape", async () => {
    const json = JSON.parse(await exportLeads(store.database, { type: "contact", q: "plain" }, "json"));
    const [expected] = (await readEnquiries(store.database.db, { type: "contact" })).filter(
      (enquiry) => enquiry.reference === contact,
    );
    expect(json).toEqual([{ ...expected, status: "new" }]);
    expect(JSON.parse(await exportLeads(store.database, { status: "contacted" }, "json"))).toMatchObject([
      { reference: sales, status: "contacted", fields: { company: "Nowak Paper Mills" } },
    ]);
  });
});
