import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredEnquiries } from "#server/enquiries/retention.ts";
import { getLead } from "#server/staff/leads/lead-record.ts";
import { sourceReport } from "#server/staff/leads/source-report.ts";
import { type LeadDatabase, openLeadDatabase, storeLead } from "../support/lead-database.ts";

let store: LeadDatabase;
beforeAll(async () => {
  store = await openLeadDatabase();
});
afterAll(() => store.close());

const SOURCE = { landingPage: "/products/af-100", utm_source: "linkedin", utm_campaign: "paper-2026" };

describe("a lead's source in storage (decision 119)", () => {
  it("is stored with the lead, reported under the inbox's filters, and purged with it", async () => {
    const old = await storeLead(
      store.database,
      "contact",
      {},
      { source: SOURCE, at: new Date("2019-01-10") },
    );
    const recent = await storeLead(
      store.database,
      "sales",
      {},
      { source: { referrerDomain: "news.example" } },
    );
    await storeLead(store.database, "sales", {});
    expect((await getLead(store.database, old))?.source).toEqual(SOURCE);
    expect((await getLead(store.database, recent))?.source).toEqual({ referrerDomain: "news.example" });

    const sales = await sourceReport(store.database, { type: "sales" });
    expect(sales.bySource).toEqual([
      { label: "Direct or not known", leads: 1, qualified: 0 },
      { label: "news.example", leads: 1, qualified: 0 },
    ]);
    const all = await sourceReport(store.database, {});
    expect(all.byCampaign).toContainEqual({ label: "paper-2026", leads: 1, qualified: 0 });

    const purged = await purgeExpiredEnquiries(store.database.db, { now: new Date(), dryRun: false });
    expect(purged.references.map((row) => row.reference)).toEqual([old]);
    expect(await getLead(store.database, old)).toBeUndefined();
    expect((await sourceReport(store.database, {})).byCampaign).toEqual([
      { label: "No campaign", leads: 2, qualified: 0 },
    ]);
  });
});
