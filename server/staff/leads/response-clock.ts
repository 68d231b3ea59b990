import fs from "node:fs";
import path from "node:path";
import { type ResponseTarget, ResponseTargetSchema } from "#shared/staff/leads/response-target.ts";
import { isHiddenStatus, type LeadStatus } from "#shared/staff/leads/status.ts";
import type { Db } from "../../db/database.ts";
import type { Seeder } from "../../db/seed.ts";
import { addWorkingMinutes, workingMinutesBetween } from "./working-hours.ts";

/** The target's row in `site_settings`. */
const SETTINGS_NAME = "lead-response";

/** What a database with no saved target works to (one the seed did not reach, as in tests). */
const BUILT_IN: ResponseTarget = {
  targetHours: 4,
  opens: "09:00",
  closes: "17:30",
  escalationEmail: "",
  bankHolidays: [],
};

/** Adds content/lead-response.json's target when the database has none; after that it is the admins'. */
export const responseTargetSeeder: Seeder = {
  name: "lead-response",
  async run({ tx, contentDir }) {
    const file = path.join(contentDir, "lead-response.json");
    if (!fs.existsSync(file)) return;
    const target = ResponseTargetSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
    await tx
      .insertInto("site_settings")
      .values({ name: SETTINGS_NAME, data: JSON.stringify(target) })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .execute();
  },
};

export async function readResponseTarget(db: Db): Promise<ResponseTarget> {
  const row = await db
    .selectFrom("site_settings")
    .select("data")
    .where("name", "=", SETTINGS_NAME)
    .executeTakeFirst();
  const parsed = row ? ResponseTargetSchema.safeParse(JSON.parse(row.data)) : undefined;
  return parsed?.success ? parsed.data : BUILT_IN;
}

export async function saveResponseTarget(db: Db, target: ResponseTarget): Promise<void> {
  const row = { name: SETTINGS_NAME, data: JSON.stringify(target) };
  await db
    .insertInto("site_settings")
    .values(row)
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ data: row.data }))
    .execute();
}

/** Where a lead stands against its first-response target. */
export type ResponseClock =
  /** Spam, erased or merged: nobody's work here, no clock. */
  | { state: "none" }
  | { state: "answered"; minutes: number; withinTarget: boolean }
  | { state: "waiting"; dueAt: string; minutesLeft: number }
  | { state: "overdue"; dueAt: string; minutesOver: number };

/** When a lead received at `createdAt` is due its first response. */
export function responseDue(createdAt: string, target: ResponseTarget): Date {
  return addWorkingMinutes(new Date(createdAt), target.targetHours * 60, target);
}

/** A lead's clock: from its arrival to its first response (`firstResponseAt`) or `now`, in working time. */
export function responseClock(
  lead: { createdAt: string; status: LeadStatus; firstResponseAt: string | null },
  target: ResponseTarget,
  now: Date,
): ResponseClock {
  const arrived = new Date(lead.createdAt);
  const targetMinutes = target.targetHours * 60;
  if (lead.firstResponseAt) {
    const minutes = workingMinutesBetween(arrived, new Date(lead.firstResponseAt), target);
    return { state: "answered", minutes, withinTarget: minutes <= targetMinutes };
  }
  if (lead.status === "spam" || isHiddenStatus(lead.status)) return { state: "none" };
  const due = responseDue(lead.createdAt, target);
  if (now < due)
    return {
      state: "waiting",
      dueAt: due.toISOString(),
      minutesLeft: workingMinutesBetween(now, due, target),
    };
  return { state: "overdue", dueAt: due.toISOString(), minutesOver: workingMinutesBetween(due, now, target) };
}
