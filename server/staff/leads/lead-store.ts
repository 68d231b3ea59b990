import { z } from "zod";
import { countryName } from "#shared/enquiries/countries.ts";
import type { EnquiryType } from "#shared/enquiries/forms.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { LeadStatus } from "#shared/staff/leads/status.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { type CountryHint, countryHint } from "./country-hint.ts";
import { leadStatus } from "./lead-columns.ts";

/** The inbox's join: every enquiry with its workflow row, if it has one yet. */
export function leadRows(database: DatabaseHandle) {
  return database.db
    .selectFrom("enquiries as e")
    .leftJoin("enquiry_leads as l", "l.reference", "e.reference");
}

/** The timeline changes that are a lead's first response: a reply, or a change of status. */
export const FIRST_RESPONSE_KINDS = ["status", "reply"] as const;

/** The columns a list row needs, with the lead's status and first response worked out. */
export function summaryRows(database: DatabaseHandle) {
  return leadRows(database).select((eb) => [
    "e.reference",
    "e.type",
    "e.fields",
    "e.email",
    "e.created_at",
    "e.language",
    "l.owner_id",
    leadStatus.as("status"),
    eb
      .selectFrom("lead_events as v")
      .select((inner) => inner.fn.min("v.created_at").as("at"))
      .whereRef("v.reference", "=", "e.reference")
      .where("v.kind", "in", FIRST_RESPONSE_KINDS)
      .as("first_response_at"),
  ]);
}

export type LeadSummary = {
  reference: string;
  type: EnquiryType;
  status: LeadStatus;
  createdAt: string;
  language: Locale;
  name: string;
  company: string;
  email: string;
  ownerId: string | null;
  /** When a member of staff first replied or changed its status; null until then. */
  firstResponseAt: string | null;
  /** The ISO 3166 code the visitor chose, and its English name; empty when none was. */
  country: string;
  countryName: string;
  /** Where no country was chosen: a guess from the phone or e-mail, shown as such. */
  countryHint: CountryHint | undefined;
  /** The message's start, on one line. */
  snippet: string;
};

const SNIPPET_LENGTH = 90;

function snippetOf(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length > SNIPPET_LENGTH ? `${line.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…` : line;
}

const StoredFieldsSchema = z.record(z.string(), z.string());

/** A stored enquiry's fields; every value was a string when it was written. */
export function parseFields(json: string): Record<string, string> {
  return StoredFieldsSchema.parse(JSON.parse(json));
}

type SummaryRow = {
  reference: string;
  type: string;
  fields: string;
  email: string;
  created_at: string;
  language: string;
  owner_id: string | null;
  status: string;
  first_response_at: string | null;
};

/** Who sent a lead, as its fields name them (the expert path's form calls the name `fname`). */
export function senderOf(fields: Record<string, string>): { name: string; company: string } {
  return { name: fields.name ?? fields.fname ?? "", company: fields.company ?? "" };
}

export function toSummary(row: SummaryRow): LeadSummary {
  const fields = parseFields(row.fields);
  return {
    reference: row.reference,
    type: row.type as EnquiryType,
    status: row.status as LeadStatus,
    createdAt: row.created_at,
    language: row.language as Locale,
    ...senderOf(fields),
    email: row.email,
    ownerId: row.owner_id,
    firstResponseAt: row.first_response_at,
    country: fields.country ?? "",
    countryName: fields.country ? countryName(fields.country, "en") : "",
    countryHint: fields.country ? undefined : countryHint(fields, row.email),
    snippet: snippetOf(fields.message ?? ""),
  };
}
