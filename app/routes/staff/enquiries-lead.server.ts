import { data, redirect } from "react-router";
import { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { type LeadWork, workOnLead } from "#server/staff/leads/actions.ts";
import { getLead, relatedLeads } from "#server/staff/leads/lead-record.ts";
import { recordLeadView } from "#server/staff/leads/lead-views.ts";
import { nextLead } from "#server/staff/leads/list.ts";
import { mergeLeads, mergesOf } from "#server/staff/leads/merge.ts";
import { leadReplies, sendLeadReply } from "#server/staff/leads/replies.ts";
import { listReplyTemplates } from "#server/staff/leads/reply-templates.ts";
import { readResponseTarget, responseClock } from "#server/staff/leads/response-clock.ts";
import type { StaffUser } from "#server/staff/staff.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { leadFilterFromQuery } from "#shared/staff/leads/filter.ts";
import { LEAD_LIST_PARAM, LEAD_PAGE_PATH, leadHref } from "#shared/staff/leads/paths.ts";
import {
  fillTemplate,
  REPLY_MESSAGES,
  REPLY_TEMPLATE_PARAM,
  ReplySchema,
} from "#shared/staff/leads/replies.ts";
import { LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import { LeadNoteTextSchema } from "#shared/staff/leads/timeline.ts";
import { can } from "#shared/staff/roles.ts";
import { leadRefusal, leadWork, ReferenceSchema } from "../../staff/lead-work.server.ts";
import type { Route } from "./+types/enquiries-lead.ts";

type LeadActionData =
  | { outcome: "done" | "refused"; message: string }
  /** The reply form's answer: shown beside its own button, with what was written kept on a refusal. */
  | { outcome: "replied"; message: string }
  | { outcome: "reply-refused"; message: string; subject: string; body: string };

/** Who a reply is from: the lead's owner while they are active, else the person writing it. */
async function replySender(services: Services, ownerId: string | null, writer: StaffUser) {
  const owner = ownerId ? await services.staff.people.find(ownerId) : undefined;
  return owner && !owner.deactivatedAt
    ? { name: owner.name, email: owner.email }
    : { name: writer.name, email: writer.email };
}

/** The "Save and next" page says which lead was saved: `?saved=<reference>`. */
const SAVED_PARAM = "saved";

const WorkSchema = z.object({
  from: z.enum(LEAD_STATUSES),
  to: z.enum(LEAD_STATUSES),
  ownerFrom: z.string().max(64),
  owner: z.string().max(64),
  text: z.string().max(10_000).default(""),
  /** Which button: Save (`stay`) or Save and next. */
  after: z.enum(["stay", "next"]).default("stay"),
});

/** The inbox list the lead was opened from (its filters), for "Save and next". */
function listOf(url: URL): string {
  return url.searchParams.get(LEAD_LIST_PARAM)?.slice(0, 2000) ?? "";
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
  const url = new URL(request.url);
  const saved = ReferenceSchema.safeParse(url.searchParams.get(SAVED_PARAM));
  const [replies, templates, sender, target, merges] = await Promise.all([
    leadReplies(database, lead.reference),
    listReplyTemplates(database.db),
    replySender(context.get(servicesContext), lead.ownerId, user),
    readResponseTarget(database.db),
    mergesOf(database, lead.reference),
  ]);
  // `?merge=<reference>`: the confirmation step of merging that related lead into this one.
  const asked = ReferenceSchema.safeParse(url.searchParams.get("merge"));
  const mergeCandidate = asked.success
    ? (related.find((other) => other.reference === asked.data) ?? null)
    : null;
  const firstResponse = lead.timeline.find(
    (event) => event.change.kind === "status" || event.change.kind === "reply",
  );
  const clock = responseClock({ ...lead, firstResponseAt: firstResponse?.at ?? null }, target, new Date());
  // `?template=<key>`: the reply form starts from that template, filled in for this lead.
  const template = templates.find(
    (candidate) => candidate.key === url.searchParams.get(REPLY_TEMPLATE_PARAM),
  );
  const values = { name: lead.name, company: lead.company, reference: lead.reference, sender: sender.name };
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
    list: listOf(url),
    saved: saved.success ? saved.data : null,
    replies,
    merges,
    mergeCandidate,
    clock,
    targetHours: target.targetHours,
    reply: {
      sender,
      templates: templates.map(({ key, name }) => ({ key, name })),
      subject: template ? fillTemplate(template.subject, values) : "",
      body: template ? fillTemplate(template.body, values) : "",
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, LEAD_PAGE_PATH);
  const reference = ReferenceSchema.safeParse(params.reference);
  if (!reference.success) throw data("No such lead.", { status: 404 });
  if (intent === "reply") return reply(services, user, clientAddress(context), reference.data, form);
  if (intent === "merge") return merge(services, user, clientAddress(context), reference.data, form);
  const parsed = WorkSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data("Choose a status and an owner.", { status: 400 });
  const { from, to, ownerFrom, owner, text, after } = parsed.data;
  const note = text.trim() ? LeadNoteTextSchema.safeParse(text) : undefined;
  if (note && !note.success) {
    const message = note.error.issues[0]?.message ?? "Write a shorter note.";
    return data<LeadActionData>({ outcome: "refused", message }, { status: 400 });
  }
  const worker = leadWork(services);
  const work: LeadWork = {
    reference: reference.data,
    status: { from, to },
    // Only an owner the form changed is looked up and given; "" is nobody.
    owner: owner === ownerFrom ? undefined : { seen: ownerFrom || null, to: await worker.owner(owner) },
    note: note?.data,
    actorId: user.id,
    now: new Date(),
  };
  const result = await workOnLead(services.database, work);
  if (!result.ok) return leadRefusal(result.error);
  const message = await worker.recordDone(user, clientAddress(context), reference.data, result.events);
  const url = new URL(request.url);
  if (after === "next") {
    const list = listOf(url);
    const { page: _page, ...filter } = leadFilterFromQuery(list);
    const lead = await getLead(services.database, reference.data);
    const next = lead && (await nextLead(services.database, filter, lead));
    if (next) {
      const href = new URL(leadHref(next, list), url);
      href.searchParams.set(SAVED_PARAM, reference.data);
      return redirect(`${href.pathname}${href.search}`);
    }
    return {
      outcome: "done",
      message: `${message} That was the last lead of the list.`,
    } satisfies LeadActionData;
  }
  return { outcome: "done", message } satisfies LeadActionData;
}

/** The reply form: the message to the person who wrote in, mailed through the outbox. */
async function reply(
  services: Services,
  user: StaffUser,
  address: string,
  reference: string,
  form: FormData,
) {
  const written = { subject: String(form.get("subject") ?? ""), body: String(form.get("body") ?? "") };
  const refuse = (message: string) =>
    data<LeadActionData>({ outcome: "reply-refused", message, ...written }, { status: 400 });
  const parsed = ReplySchema.safeParse(written);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? REPLY_MESSAGES.body);
  const lead = await getLead(services.database, reference);
  if (!lead) throw data("No such lead.", { status: 404 });
  const sender = await replySender(services, lead.ownerId, user);
  const event = await sendLeadReply(services.database, {
    reference,
    sender,
    ...parsed.data,
    authorId: user.id,
    now: new Date(),
  });
  if (!event) return refuse(REPLY_MESSAGES.noAddress);
  services.mailWorker.nudge();
  services.webhookWorker.nudge();
  await services.staff.audit.record({ kind: "lead-replied", actor: user, subject: reference, address });
  return {
    outcome: "replied",
    message: `Reply sent to ${lead.email} from ${sender.name}; answers go to ${sender.email}.`,
  } satisfies LeadActionData;
}

const MERGE_REFUSALS = {
  "not-found": "No such lead.",
  same: "A lead cannot be merged into itself.",
  closed: "One of the two leads is erased or merged already.",
} as const;

/** Merges a related lead (a duplicate) into this one, once confirmed. */
async function merge(services: Services, user: StaffUser, address: string, into: string, form: FormData) {
  if (form.get("confirm") !== "yes") throw data("Confirm the merge first.", { status: 400 });
  const from = ReferenceSchema.safeParse(form.get("from"));
  if (!from.success) throw data("No such lead.", { status: 404 });
  const merged = await mergeLeads(services.database, {
    into,
    from: from.data,
    actorId: user.id,
    now: new Date(),
  });
  if (!merged.ok) {
    return data<LeadActionData>(
      { outcome: "refused", message: MERGE_REFUSALS[merged.error] },
      { status: 409 },
    );
  }
  services.webhookWorker.nudge();
  await services.staff.audit.record({
    kind: "lead-merged",
    actor: user,
    subject: into,
    address,
    detail: { from: from.data },
  });
  return {
    outcome: "done",
    message: `Merged ${from.data} into this lead: its timeline is part of this one now.`,
  } satisfies LeadActionData;
}
