import type { LeadFilter } from "#shared/staff/leads/filter.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { leadStatus, leadWhere } from "./lead-columns.ts";
import { leadRows } from "./lead-store.ts";

/** One row of a report: what the leads share, how many there are, and how many came to something. */
type SourceRow = { label: string; leads: number; qualified: number };

export type SourceReport = { bySource: SourceRow[]; byCampaign: SourceRow[]; byLandingPage: SourceRow[] };

/** What a row without the fact is called. */
const NO_SOURCE = "Direct or not known";
const NO_CAMPAIGN = "No campaign";
const NO_LANDING_PAGE = "Not known (sent without JavaScript)";

function rowsBy(leads: { key: string; qualified: boolean }[]): SourceRow[] {
  const rows = new Map<string, SourceRow>();
  for (const lead of leads) {
    const row = rows.get(lead.key) ?? { label: lead.key, leads: 0, qualified: 0 };
    row.leads++;
    if (lead.qualified) row.qualified++;
    rows.set(lead.key, row);
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}

/**
 * Leads by source (the `utm_source`, else the referring domain), campaign and landing page, under
 * the inbox's filters (issue 32); spam, erased and merged leads are left out as in the inbox.
 */
export async function sourceReport(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page">,
): Promise<SourceReport> {
  const rows = await leadRows(database)
    .leftJoin("enquiry_sources as s", "s.reference", "e.reference")
    .select([
      leadStatus.as("status"),
      "s.utm_source",
      "s.utm_medium",
      "s.utm_campaign",
      "s.referrer_domain",
      "s.landing_page",
    ])
    .where(leadWhere(database.dialect, filter))
    .where(leadStatus, "!=", "spam")
    .execute();
  const leads = rows.map((row) => ({ row, qualified: row.status === "qualified" }));
  return {
    bySource: rowsBy(
      leads.map(({ row, qualified }) => ({
        key: row.utm_source
          ? `${row.utm_source}${row.utm_medium ? ` / ${row.utm_medium}` : ""}`
          : (row.referrer_domain ?? NO_SOURCE),
        qualified,
      })),
    ),
    byCampaign: rowsBy(
      leads.map(({ row, qualified }) => ({ key: row.utm_campaign ?? NO_CAMPAIGN, qualified })),
    ),
    byLandingPage: rowsBy(
      leads.map(({ row, qualified }) => ({ key: row.landing_page ?? NO_LANDING_PAGE, qualified })),
    ),
  };
}
