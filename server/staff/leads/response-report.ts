import type { ResponseTarget } from "#shared/staff/leads/response-target.ts";
import { HIDDEN_LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import { CHART_WEEKS } from "#shared/staff/leads/weekly.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { leadStatus } from "./lead-columns.ts";
import { summaryRows, toSummary } from "./lead-store.ts";
import { mondayOf } from "./list.ts";
import { responseClock } from "./response-clock.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One row of the report: leads answered, their median first response, how many were in time, how many wait. */
export type ResponseFigures = {
  answered: number;
  /** Working minutes; null with nothing answered. */
  medianMinutes: number | null;
  withinTarget: number;
  waiting: number;
  overdue: number;
};

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

function figuresOf(clocks: ReturnType<typeof responseClock>[]): ResponseFigures {
  const answered = clocks.flatMap((clock) => (clock.state === "answered" ? [clock] : []));
  return {
    answered: answered.length,
    medianMinutes: median(answered.map((clock) => clock.minutes)),
    withinTarget: answered.filter((clock) => clock.withinTarget).length,
    waiting: clocks.filter((clock) => clock.state === "waiting").length,
    overdue: clocks.filter((clock) => clock.state === "overdue").length,
  };
}

/**
 * First response over the last 12 weeks' leads (spam, erased and merged left out), per owner (as owned
 * now; null: nobody) and per week received, this week last (issue 32).
 */
export async function responseReport(database: DatabaseHandle, target: ResponseTarget, now: Date) {
  const firstWeek = new Date(mondayOf(now).getTime() - (CHART_WEEKS - 1) * 7 * DAY_MS);
  const rows = await summaryRows(database)
    .where("e.created_at", ">=", firstWeek.toISOString())
    .where(leadStatus, "not in", ["spam", ...HIDDEN_LEAD_STATUSES])
    .execute();
  const leads = rows.map(toSummary).map((lead) => ({ lead, clock: responseClock(lead, target, now) }));
  const owners = [...new Set(leads.map(({ lead }) => lead.ownerId))];
  const weeks = Array.from({ length: CHART_WEEKS }, (_, index) =>
    new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    byOwner: owners.map((ownerId) => ({
      ownerId,
      ...figuresOf(leads.filter(({ lead }) => lead.ownerId === ownerId).map(({ clock }) => clock)),
    })),
    byWeek: weeks.map((weekStart) => ({
      weekStart,
      ...figuresOf(
        leads
          .filter(({ lead }) => mondayOf(new Date(lead.createdAt)).toISOString().slice(0, 10) === weekStart)
          .map(({ clock }) => clock),
      ),
    })),
  };
}
