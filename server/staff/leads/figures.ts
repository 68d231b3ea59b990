import { OPEN_LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import { ukMidnight } from "../../content-editing/london-time.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { leadStatus } from "./lead-columns.ts";
import { leadRows } from "./lead-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sales team's figures for the console's start page; spam is left out of every one. */
export type LeadFigures = {
  /** Received since UK midnight. */
  today: number;
  /** Received in the last seven days (168 hours). */
  lastSevenDays: number;
  open: Record<(typeof OPEN_LEAD_STATUSES)[number], number>;
  /** Open leads nobody owns yet. */
  unassigned: number;
  /** When the oldest open lead arrived; null when none is open. */
  oldestOpenAt: string | null;
};

export async function leadFigures(database: DatabaseHandle, now: Date): Promise<LeadFigures> {
  const notSpam = leadRows(database).where(leadStatus, "!=", "spam");
  const count = (since: Date) =>
    notSpam
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("e.created_at", ">=", since.toISOString())
      .executeTakeFirstOrThrow();
  const open = leadRows(database).where(leadStatus, "in", [...OPEN_LEAD_STATUSES]);
  const [today, lastSevenDays, byStatus, unassigned, oldest] = await Promise.all([
    count(ukMidnight(now)),
    count(new Date(now.getTime() - 7 * DAY_MS)),
    open
      .select([leadStatus.as("status"), (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy(leadStatus)
      .execute(),
    open
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("l.owner_id", "is", null)
      .executeTakeFirstOrThrow(),
    open.select((eb) => eb.fn.min("e.created_at").as("at")).executeTakeFirst(),
  ]);
  const openCounts = { new: 0, contacted: 0 };
  for (const row of byStatus) {
    if (row.status === "new" || row.status === "contacted") openCounts[row.status] = Number(row.count);
  }
  return {
    today: Number(today.count),
    lastSevenDays: Number(lastSevenDays.count),
    open: openCounts,
    unassigned: Number(unassigned.count),
    oldestOpenAt: oldest?.at ? String(oldest.at) : null,
  };
}
