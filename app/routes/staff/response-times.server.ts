import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { readResponseTarget, saveResponseTarget } from "#server/staff/leads/response-clock.ts";
import { responseReport } from "#server/staff/leads/response-report.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { RESPONSE_TIMES_PATH, ResponseTargetSchema } from "#shared/staff/leads/response-target.ts";
import { can } from "#shared/staff/roles.ts";
import type { Route } from "./+types/response-times.ts";

type TargetField = "targetHours" | "opens" | "closes" | "escalationEmail" | "bankHolidays";

/** The target form's answer: saved, or its values back with a message per field. */
export type ResponseTimesActionData =
  | { outcome: "saved" }
  | { outcome: "invalid"; values: Record<TargetField, string>; errors: Partial<Record<TargetField, string>> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[RESPONSE_TIMES_PATH]);
  const { database, staff } = context.get(servicesContext);
  const target = await readResponseTarget(database.db);
  const [report, people] = await Promise.all([
    responseReport(database, target, new Date()),
    staff.people.list(),
  ]);
  const names = new Map(people.map((person) => [person.id, person.name]));
  return {
    target,
    byOwner: report.byOwner.map((row) => ({
      ...row,
      owner: row.ownerId ? (names.get(row.ownerId) ?? "someone no longer listed") : "Nobody",
    })),
    byWeek: report.byWeek,
    maySetTarget: can(user.role, "settings:response"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, staff } = context.get(servicesContext);
  const { user, form } = await requireStaffForm(request, context, RESPONSE_TIMES_PATH);
  const values: Record<TargetField, string> = {
    targetHours: String(form.get("targetHours") ?? ""),
    opens: String(form.get("opens") ?? ""),
    closes: String(form.get("closes") ?? ""),
    escalationEmail: String(form.get("escalationEmail") ?? "").trim(),
    bankHolidays: String(form.get("bankHolidays") ?? ""),
  };
  const parsed = ResponseTargetSchema.safeParse({
    ...values,
    bankHolidays: values.bankHolidays
      .split(/\s+/)
      .map((day) => day.trim())
      .filter(Boolean),
  });
  if (!parsed.success) {
    const errors: Partial<Record<TargetField, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as TargetField] ??= issue.message;
    return data<ResponseTimesActionData>({ outcome: "invalid", values, errors }, { status: 400 });
  }
  const target = { ...parsed.data, bankHolidays: [...new Set(parsed.data.bankHolidays)].sort() };
  await saveResponseTarget(database.db, target);
  await staff.audit.record({
    kind: "response-target-changed",
    actor: user,
    address: clientAddress(context),
    detail: { targetHours: String(target.targetHours), escalation: target.escalationEmail || "nobody" },
  });
  return { outcome: "saved" } satisfies ResponseTimesActionData;
}
