import { data, redirect, redirectDocument } from "react-router";
import { z } from "zod";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { assignLeadOwner, changeLeadStatus, type LeadActionResult } from "#server/staff/leads/actions.ts";
import { countLeadsByStatus, leadCountries, listLeads } from "#server/staff/leads/list.ts";
import { readResponseTarget, responseClock } from "#server/staff/leads/response-clock.ts";
import { deleteView, savedViews, saveView } from "#server/staff/leads/saved-views.ts";
import { countryName } from "#shared/enquiries/countries.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { LEAD_PAGE_SIZE, leadFilterFromQuery, leadFilterToQuery } from "#shared/staff/leads/filter.ts";
import { LEAD_EXPORT_PATH, LEAD_INBOX_PATH } from "#shared/staff/leads/paths.ts";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import { can } from "#shared/staff/roles.ts";
import { leadWork, ReferenceSchema } from "../../staff/lead-work.server.ts";
import type { Route } from "./+types/enquiries.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[LEAD_INBOX_PATH]);
  const { database, staff } = context.get(servicesContext);
  const given = new URL(request.url).searchParams;
  const filter = leadFilterFromQuery(given);
  // A filter form sends its empty fields too: the address is tidied to the filters actually set,
  // so it reads well, and can be bookmarked and shared.
  const canonical = leadFilterToQuery(filter);
  given.delete("_routes");
  if (given.toString() !== canonical)
    throw redirect(canonical ? `${LEAD_INBOX_PATH}?${canonical}` : LEAD_INBOX_PATH);
  const { page: _page, ...filters } = filter;
  const [list, counts, people, target, saved, countries] = await Promise.all([
    listLeads(database, filter),
    countLeadsByStatus(database, filters),
    staff.people.list(),
    readResponseTarget(database.db),
    savedViews(database.db, user.id),
    leadCountries(database),
  ]);
  const now = new Date();
  return {
    filter,
    list,
    // Worked out here, not in the browser, so the page hydrates to the text it was sent with.
    ages: Object.fromEntries(list.leads.map((lead) => [lead.reference, leadAge(lead.createdAt, now)])),
    presets: receivedPresets(now),
    // The leads past their first-response target, marked in the list.
    overdue: list.leads
      .filter((lead) => responseClock(lead, target, now).state === "overdue")
      .map((lead) => lead.reference),
    counts,
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      active: person.deactivatedAt === null && can(person.role, "leads:read"),
    })),
    mayExport: can(user.role, STAFF_PAGES[LEAD_EXPORT_PATH]),
    mayWrite: can(user.role, "leads:write"),
    views: saved.map((view) => ({ ...view, own: view.ownerId === user.id })),
    // The country filter offers the countries leads came from, and any chosen in the address.
    countries: [...new Set([...countries, ...(filter.country ?? [])])]
      .sort()
      .map((code) => ({ value: code, label: countryName(code, "en") })),
  };
}

const MINUTE_MS = 60 * 1000;

/** How long ago a lead arrived, as the inbox says it: "12 min", "5 h", "3 days". */
function leadAge(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** The received filter's quick choices: today, the last 7 days and this month (UTC days, as the filter). */
function receivedPresets(now: Date): { label: string; from: string; to: string }[] {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = day(now);
  const weekAgo = day(new Date(now.getTime() - 6 * 24 * 60 * MINUTE_MS));
  const monthEnd = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));
  return [
    { label: "Today", from: today, to: today },
    { label: "Last 7 days", from: weekAgo, to: today },
    { label: "This month", from: `${today.slice(0, 7)}-01`, to: monthEnd },
  ];
}

/** At most a page of leads at once: what the list shows and a person can tick. */
const BulkSchema = z.object({
  references: z.array(ReferenceSchema).min(1, "Tick the leads first.").max(LEAD_PAGE_SIZE),
});

/** What a bulk action answers: how many leads it changed, and those it left as they were. */
export type BulkAnswer = { outcome: "done" | "refused"; message: string };

/** What saving or deleting a view answers; shown beside the views. */
type ViewAnswer = { outcome: "view-done" | "view-refused"; message: string };

const ViewSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the view in up to 60 characters.")
    .max(60, "Name the view in up to 60 characters."),
  query: z.string().max(2000),
  shared: z.literal("team").optional(),
});

/** Saves the current filter as a view (its canonical form), or deletes one of the person's own. */
async function views(
  services: Services,
  personId: string,
  intent: "save-view" | "delete-view",
  form: FormData,
) {
  const { db } = services.database;
  if (intent === "delete-view") {
    const deleted = await deleteView(db, String(form.get("view") ?? ""), personId);
    if (!deleted) throw data("No such view of yours.", { status: 404 });
    return { outcome: "view-done", message: "View deleted." } satisfies ViewAnswer;
  }
  const parsed = ViewSchema.safeParse({
    name: form.get("name") ?? "",
    query: form.get("query") ?? "",
    shared: form.get("shared") ?? undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Name the view.";
    return data<ViewAnswer>({ outcome: "view-refused", message }, { status: 400 });
  }
  const { page: _page, ...filter } = leadFilterFromQuery(parsed.data.query);
  const shared = parsed.data.shared === "team";
  await saveView(
    db,
    { ownerId: personId, name: parsed.data.name, query: leadFilterToQuery(filter), shared },
    new Date(),
  );
  return {
    outcome: "view-done",
    message: `Saved the view ${parsed.data.name}${shared ? " for the team" : " for you"}.`,
  } satisfies ViewAnswer;
}

/**
 * The inbox's bulk actions on the ticked rows (issue 32): assign them, or move them to a status
 * (Spam included). Each lead is changed as its own page would change it, in its own transaction, on
 * its timeline and the audit log; one that cannot move (already there, or not from where it is)
 * is left and counted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, LEAD_INBOX_PATH);
  if (intent === "save-view" || intent === "delete-view") return views(services, user.id, intent, form);
  const parsed = BulkSchema.safeParse({ references: form.getAll("reference").map(String) });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Tick the leads first.";
    return data<BulkAnswer>({ outcome: "refused", message }, { status: 400 });
  }
  if (intent === "bulk-export-csv" || intent === "bulk-export-xlsx") {
    // The file is the export page's: the browser follows a document redirect there and downloads.
    const format = intent === "bulk-export-csv" ? "csv" : "xlsx";
    const query = leadFilterToQuery({ reference: parsed.data.references });
    throw redirectDocument(`${LEAD_EXPORT_PATH}?${new URLSearchParams({ format })}&${query}`, 303);
  }
  const worker = leadWork(services);
  const address = clientAddress(context);
  const now = new Date();
  const { references } = parsed.data;
  let change: (reference: string) => Promise<LeadActionResult>;
  let done: string;
  if (intent === "bulk-assign") {
    const owner = await worker.owner(String(form.get("owner") ?? ""));
    const person = owner ? await services.staff.people.find(owner.id) : undefined;
    change = (reference) => assignLeadOwner(services.database, { reference, owner, actorId: user.id, now });
    done = person ? `given to ${person.name}, who is mailed` : "given to nobody";
  } else {
    const status = z.enum(LEAD_STATUSES).safeParse(form.get("status"));
    if (!status.success) throw data("Choose a status.", { status: 400 });
    change = (reference) =>
      changeLeadStatus(services.database, { reference, to: status.data, actorId: user.id, now });
    done = `moved to ${LEAD_STATUS_LABELS[status.data]}`;
  }
  let changed = 0;
  for (const reference of references) {
    const result = await change(reference);
    if (!result.ok) continue;
    changed++;
    await worker.recordDone(user, address, reference, [result.event]);
  }
  const left = references.length - changed;
  const leads = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;
  return {
    outcome: "done",
    message: `${leads(changed)} ${done}.${left > 0 ? ` ${leads(left)} left as they were: already so, or not from where they are.` : ""}`,
  } satisfies BulkAnswer;
}
