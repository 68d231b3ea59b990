import { countryName } from "#shared/enquiries/countries.ts";
import type { LeadStatus } from "#shared/staff/leads/status.ts";
import { WEBHOOK_TEST_EVENT } from "#shared/staff/webhooks.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { getLead, type LeadRecord } from "../staff/leads/lead-record.ts";
import type { QueuedEvent } from "./event-body.ts";

/** HubSpot's default lead statuses for ours; an erased or merged lead is not pushed at all. */
const HUBSPOT_LEAD_STATUS: Record<Exclude<LeadStatus, "erased" | "merged">, string> = {
  new: "NEW",
  contacted: "ATTEMPTED_TO_CONTACT",
  qualified: "OPEN_DEAL",
  not_a_fit: "UNQUALIFIED",
  spam: "UNQUALIFIED",
};

/** The forms' region answer that names one country, in HubSpot's spelling. */
const COUNTRY_OF_REGION: Readonly<Record<string, string>> = { UK: "United Kingdom" };

/** The country the visitor chose, by its English name; else the region asked for when it is one country. */
function countryOf(lead: LeadRecord, value: (name: string) => string): string {
  if (lead.country) return countryName(lead.country, "en");
  return COUNTRY_OF_REGION[value("selectcountry") || value("location")] ?? "";
}

/**
 * A lead as the properties of a HubSpot contact, standard properties only. An empty value is left
 * out, so a push never clears what the CRM already holds (a phone number its owner added).
 */
function hubspotContactProperties(
  lead: LeadRecord,
  status: keyof typeof HUBSPOT_LEAD_STATUS,
): Record<string, string> {
  const value = (name: string) => lead.fields.find((field) => field.name === name)?.value.trim() ?? "";
  const name = lead.name.trim();
  const space = name.lastIndexOf(" ");
  const properties = {
    email: lead.email,
    firstname: space < 0 ? name : name.slice(0, space).trim(),
    lastname: space < 0 ? "" : name.slice(space + 1),
    company: lead.company,
    phone: lead.fields.find((field) => field.kind === "tel")?.value.trim() ?? "",
    message: value("message"),
    country: countryOf(lead, value),
    hs_lead_status: HUBSPOT_LEAD_STATUS[status],
    lifecyclestage: "lead",
  };
  return Object.fromEntries(Object.entries(properties).filter(([, text]) => text !== ""));
}

/** What to ask HubSpot: a path under the API's base, with the JSON body of a POST. */
export type HubSpotCall = { method: "GET" | "POST"; path: string; body?: string };

/**
 * The call a queued event makes to HubSpot (decision 118): the test event reads one contact, which
 * checks the token; a lead event upserts the lead's contact by e-mail address. A lead that no longer
 * exists is undefined; an erased or merged one is a reason not to send.
 */
export async function hubspotCall(
  database: DatabaseHandle,
  event: QueuedEvent,
): Promise<HubSpotCall | { skipped: string } | undefined> {
  if (event.type === WEBHOOK_TEST_EVENT) return { method: "GET", path: "/crm/v3/objects/contacts?limit=1" };
  const lead = event.reference ? await getLead(database, event.reference) : undefined;
  if (!lead) return undefined;
  if (lead.erasure !== null || lead.status === "erased") return { skipped: "skipped: erased" };
  if (lead.status === "merged") return { skipped: "skipped: merged" };
  const properties = hubspotContactProperties(lead, lead.status);
  return {
    method: "POST",
    path: "/crm/v3/objects/contacts/batch/upsert",
    body: JSON.stringify({ inputs: [{ idProperty: "email", id: lead.email, properties }] }),
  };
}

/** HubSpot's error categories (`VALIDATION_ERROR`, `RATE_LIMITS`): no personal data, unlike its messages. */
const CATEGORY = /^[A-Z][A-Z_]{0,60}$/;

/**
 * Why HubSpot's answer is a failure, from its body: the error's category for a refusal, and for a
 * 207 Multi-Status (a batch of which part failed; ours is one contact) its errors' categories.
 * Undefined when there is nothing to add, or nothing wrong. Messages are not kept: they may quote
 * the lead's values, which would then outlive an erasure in the delivery log.
 */
export async function hubspotFailure(response: Response): Promise<string | undefined> {
  if (response.ok && response.status !== 207) return undefined;
  const answer = (await response.json().catch(() => ({}))) as { category?: unknown; errors?: unknown };
  const errors: unknown[] = Array.isArray(answer.errors) ? answer.errors : [];
  // A 207 without errors: every contact of the batch went in.
  if (response.ok && errors.length === 0) return undefined;
  const categories = [answer, ...errors]
    .map((error) => (error as { category?: unknown } | null)?.category)
    .filter((value): value is string => typeof value === "string" && CATEGORY.test(value));
  return [...new Set(categories)].join(", ") || (response.ok ? "a contact was refused" : undefined);
}
