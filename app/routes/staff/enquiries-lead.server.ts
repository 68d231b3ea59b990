import { data } from "react-router";
import { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import {
  addLeadNote,
  assignLeadOwner,
  changeLeadStatus,
  type LeadActionResult,
} from "#server/staff/leads/actions.ts";
import { getLead, relatedLeads } from "#server/staff/leads/lead-record.ts";
import { recordLeadView } from "#server/staff/leads/lead-views.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { LEAD_PAGE_PATH } from "#shared/staff/leads/paths.ts";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import { LeadNoteTextSchema } from "#shared/staff/leads/timeline.ts";
import { can } from "#shared/staff/roles.ts";
import type { Route } from "./+types/enquiries-lead.ts";

type LeadActionData = { outcome: "done"; message: string } | { outcome: "refused"; message: string };

/** The reference as the address carries it, lower case (`leadHref`); stored in capitals. */
const ReferenceSchema = z
  .string()
  .min(1)
  .max(64)
  .transform((reference) => reference.toUpperCase());
const StatusSchema = z.object({ to: z.enum(LEAD_STATUSES), from: z.enum(LEAD_STATUSES).optional() });
const OwnerSchema = z.object({ owner: z.string().max(64) });
const NoteSchema = z.object({ text: LeadNoteTextSchema });

const REFUSALS: Record<Exclude<LeadActionResult, { ok: true }>["error"], [number, string]> = {
  "not-found": [404, "No such lead."],
  "not-allowed": [400, "A lead cannot move to that status from where it is."],
  unchanged: [400, "Nothing changed."],
  conflict: [409, "Someone changed this lead meanwhile: reload it and try again."],
};

function refused(result: Exclude<LeadActionResult, { ok: true }>) {
  const [status, message] = REFUSALS[result.error];
  const answer: LeadActionData = { outcome: "refused", message };
  return data(answer, { status });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[LEAD_PAGE_PATH]);
  const { database, staff } = context.get(servicesContext);
  const reference = ReferenceSchema.safeParse(params.reference);
  const lead = reference.success ? await getLead(database, reference.data) : undefined;
  if (!lead) throw data("No such lead.", { status: 404 });
  const [related, people] = await Promise.all([relatedLeads(database, lead.reference), staff.people.list()]);
  await recordLeadView(staff.audit, {
    actor: user,
    reference: lead.reference,
    address: clientAddress(context),
    now: new Date(),
  });
  return {
    lead,
    related,
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      active: person.deactivatedAt === null && can(person.role, "leads:read"),
    })),
    mayWrite: can(user.role, "leads:write"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { database, staff, webhookWorker } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, LEAD_PAGE_PATH);
  const reference = ReferenceSchema.safeParse(params.reference);
  if (!reference.success) throw data("No such lead.", { status: 404 });
  const values = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const base = { actor: user, subject: reference.data, address: clientAddress(context) };
  const now = new Date();
  if (intent === "change-status") {
    const parsed = StatusSchema.safeParse(values);
    if (!parsed.success) throw data("Choose a status.", { status: 400 });
    const result = await changeLeadStatus(database, {
      reference: reference.data,
      ...parsed.data,
      actorId: user.id,
      now,
    });
    if (!result.ok) return refused(result);
    // Its lead.updated event is queued: deliver it now, not at the next poll.
    webhookWorker.nudge();
    if (result.event.change.kind !== "status") throw new Error("a status change records a status event");
    const { from, to } = result.event.change;
    await staff.audit.record({ kind: "lead-status-changed", ...base, detail: { from, to } });
    const answer: LeadActionData = { outcome: "done", message: `Status is now ${LEAD_STATUS_LABELS[to]}.` };
    return answer;
  }
  if (intent === "assign") {
    const parsed = OwnerSchema.safeParse(values);
    if (!parsed.success) throw data("Choose an owner.", { status: 400 });
    const person = parsed.data.owner ? await staff.people.find(parsed.data.owner) : undefined;
    if (parsed.data.owner && (!person || person.deactivatedAt || !can(person.role, "leads:read"))) {
      throw data("Choose someone who works on leads.", { status: 400 });
    }
    const owner = person ? { id: person.id, email: person.email } : null;
    const result = await assignLeadOwner(database, {
      reference: reference.data,
      owner,
      actorId: user.id,
      now,
    });
    if (!result.ok) return refused(result);
    webhookWorker.nudge();
    await staff.audit.record({ kind: "lead-assigned", ...base, detail: { owner: owner?.email ?? "nobody" } });
    const answer: LeadActionData = {
      outcome: "done",
      message: owner
        ? `${person?.name ?? owner.email} owns this lead now and is mailed.`
        : "Nobody owns this lead now.",
    };
    return answer;
  }
  const parsed = NoteSchema.safeParse(values);
  if (!parsed.success) {
    const answer: LeadActionData = {
      outcome: "refused",
      message: parsed.error.issues[0]?.message ?? "Write the note first.",
    };
    return data(answer, { status: 400 });
  }
  const result = await addLeadNote(database, {
    reference: reference.data,
    text: parsed.data.text,
    authorId: user.id,
    now,
  });
  if (!result.ok) return refused(result);
  webhookWorker.nudge();
  await staff.audit.record({ kind: "lead-note-added", ...base });
  const answer: LeadActionData = { outcome: "done", message: "Note added." };
  return answer;
}
