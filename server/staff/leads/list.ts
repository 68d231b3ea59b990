import { sql } from "kysely";
import { LEAD_PAGE_SIZE, type LeadFilter, leadSortOf } from "#shared/staff/leads/filter.ts";
import { LEAD_STATUSES, type LeadStatus } from "#shared/staff/leads/status.ts";
import { CHART_WEEKS, type WeekCount } from "#shared/staff/leads/weekly.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { fieldValue, leadStatus, leadWhere } from "./lead-columns.ts";
import { leadSortKey } from "./lead-order.ts";
import { type LeadSummary, leadRows, summaryRows, toSummary } from "./lead-store.ts";

export type LeadPage = { leads: LeadSummary[]; total: number; page: number; pageCount: number };

/** The inbox's order under `sort` (newest first without one), the reference breaking ties. */
function ordering(database: DatabaseHandle, sort: string | undefined) {
  const { column, descending } = leadSortOf(sort);
  return {
    key: leadSortKey(database.dialect, column),
    direction: descending ? ("desc" as const) : ("asc" as const),
  };
}

/** One page of the inbox, in the filter's order. */
export async function listLeads(database: DatabaseHandle, filter: LeadFilter): Promise<LeadPage> {
  const where = leadWhere(database.dialect, filter);
  const { key, direction } = ordering(database, filter.sort);
  const [rows, counted] = await Promise.all([
    summaryRows(database)
      .where(where)
      .orderBy(key, direction)
      .orderBy("e.reference", direction)
      .limit(LEAD_PAGE_SIZE)
      .offset((filter.page - 1) * LEAD_PAGE_SIZE)
      .execute(),
    leadRows(database)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.count);
  return {
    leads: rows.map(toSummary),
    total,
    page: filter.page,
    pageCount: Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE)),
  };
}

/**
 * The lead after `current` in the inbox's order under `filter` (any page): what "Save and next"
 * opens. Found from where `current` stands, so it works when the save took `current` out of the list.
 */
export async function nextLead(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page">,
  current: { reference: string },
): Promise<string | undefined> {
  const { key, direction } = ordering(database, filter.sort);
  const here = await leadRows(database)
    .select(key.as("key"))
    .where("e.reference", "=", current.reference)
    .executeTakeFirst();
  if (!here) return undefined;
  const after = direction === "desc" ? sql.raw("<") : sql.raw(">");
  const row = await leadRows(database)
    .select("e.reference")
    .where(leadWhere(database.dialect, filter))
    .where(
      sql<boolean>`(${key} ${after} ${here.key} or (${key} = ${here.key} and ${sql.ref("e.reference")} ${after} ${current.reference}))`,
    )
    .orderBy(key, direction)
    .orderBy("e.reference", direction)
    .limit(1)
    .executeTakeFirst();
  return row?.reference;
}

/** The countries leads were sent from (as the visitors gave them): the country filter's choices. */
export async function leadCountries(database: DatabaseHandle): Promise<string[]> {
  const country = fieldValue(database.dialect, "country");
  const rows = await leadRows(database)
    .select(country.as("country"))
    .distinct()
    .where(sql<boolean>`coalesce(${country}, '') <> ''`)
    .execute();
  return rows.flatMap((row) => (row.country ? [row.country] : [])).sort();
}

/** How many leads are in each status under the other filters (the status filter itself is ignored). */
export async function countLeadsByStatus(
  database: DatabaseHandle,
  filter: Omit<LeadFilter, "page"> = {},
): Promise<Record<LeadStatus, number>> {
  const rows = await leadRows(database)
    .select([leadStatus.as("status"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .where(leadWhere(database.dialect, { ...filter, status: undefined }, { everyStatus: true }))
    .groupBy(leadStatus)
    .execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status as LeadStatus] = Number(row.count);
  return counts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week `date` is in. */
export function mondayOf(date: Date): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS);
}

/** Leads received in each of the last 12 weeks (Monday to Sunday, UTC), this week last; spam is left out. */
export async function leadsPerWeek(database: DatabaseHandle, now: Date): Promise<WeekCount[]> {
  const thisWeek = mondayOf(now).getTime();
  const weeks = Array.from({ length: CHART_WEEKS }, (_, index) =>
    new Date(thisWeek - (CHART_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  const day = sql<string>`substr(${sql.ref("e.created_at")}, 1, 10)`;
  const rows = await leadRows(database)
    .select([day.as("day"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("e.created_at", ">=", `${weeks[0]}T00:00:00.000Z`)
    .where(leadStatus, "!=", "spam")
    .groupBy(day)
    .execute();
  const counts = new Map(weeks.map((week) => [week, 0]));
  for (const row of rows) {
    const week = mondayOf(new Date(`${row.day}T00:00:00Z`))
      .toISOString()
      .slice(0, 10);
    if (counts.has(week)) counts.set(week, (counts.get(week) ?? 0) + Number(row.count));
  }
  return weeks.map((weekStart) => ({ weekStart, count: counts.get(weekStart) ?? 0 }));
}
