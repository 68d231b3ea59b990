import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { countryName } from "#shared/enquiries/countries.ts";
import { ENQUIRY_FORMS, type EnquiryType, type FieldKind } from "#shared/enquiries/forms.ts";
import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { LeadStatus } from "#shared/staff/leads/status.ts";
import { LeadChangeSchema, type LeadEvent } from "#shared/staff/leads/timeline.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { type ProductLine, productLinesOf } from "../../enquiries/product-lines.ts";
import { visitSourcesOf } from "../../enquiries/visit-sources.ts";
import { type CountryHint, countryHint } from "./country-hint.ts";
import { companyDomain } from "./free-mail.ts";
import { leadStatus, likeLiteral } from "./lead-columns.ts";
import { type LeadSummary, leadRows, parseFields, senderOf, summaryRows, toSummary } from "./lead-store.ts";

type MailState =
  | { state: "sent"; at: string }
  /** Not tried yet, or being sent. */
  | { state: "waiting"; since: string }
  /** The last attempt failed: tried again at `retryAt`, or never again when that is null. */
  | { state: "failed"; reason: string; attempts: number; retryAt: string | null };

type LeadMail = { id: string; kind: string; recipient: string | null } & MailState;

type LeadNote = { id: string; authorId: string; text: string; at: string };

export type LeadRecord = {
  reference: string;
  type: EnquiryType;
  status: LeadStatus;
  /** The public side's verdict on arrival: `received`, or `spam` for a filled honeypot. */
  intakeStatus: string;
  ownerId: string | null;
  createdAt: string;
  sourcePage: string | null;
  /** Where the visit came from (decision 119): landing page, referrer, campaign. */
  source: VisitSource | undefined;
  /** The visitor's language: that of the page the form was sent from. */
  language: Locale;
  email: string;
  /** The sender's name and company, as the fields have them. */
  name: string;
  company: string;
  /** The ISO 3166 code the visitor chose, or empty; without one, a guess from the phone or e-mail. */
  country: string;
  /** Named on the server, whose CLDR the page was drawn with (a browser's may word it otherwise). */
  countryName: string;
  countryHint: CountryHint | undefined;
  /** Each field of the form as sent; `kind` says which are an e-mail address or a phone number. */
  fields: { name: string; label: string; kind: FieldKind; value: string }[];
  /** The sample basket's products, in the visitor's order; empty for other enquiries. */
  products: ProductLine[];
  marketingConsent: { text: string; at: string } | null;
  mails: LeadMail[];
  notes: LeadNote[];
  timeline: LeadEvent[];
  erasure: { at: string; by: string } | null;
};

function mailState(row: {
  sent_at: string | null;
  given_up_at: string | null;
  last_error: string | null;
  attempts: number | string;
  next_attempt_at: string;
  created_at: string;
}): MailState {
  if (row.sent_at) return { state: "sent", at: row.sent_at };
  if (row.last_error !== null || row.given_up_at) {
    return {
      state: "failed",
      reason: row.last_error ?? "",
      attempts: Number(row.attempts),
      retryAt: row.given_up_at ? null : row.next_attempt_at,
    };
  }
  return { state: "waiting", since: row.created_at };
}

/** The leads merged into `reference`, as a subquery: their notes and timelines are shown with it. */
function mergedInto(reference: string) {
  return (eb: ExpressionBuilder<Database, "lead_notes" | "lead_events">) =>
    eb.selectFrom("lead_merges").select("lead_merges.reference").where("into_reference", "=", reference);
}

/** Everything the lead's page shows, or undefined for an unknown reference. */
export async function getLead(database: DatabaseHandle, reference: string): Promise<LeadRecord | undefined> {
  const { db } = database;
  const row = await leadRows(database)
    .selectAll("e")
    .select(["l.owner_id", leadStatus.as("lead_status")])
    .where("e.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const [mails, notes, events, erasure, products, sources] = await Promise.all([
    db
      .selectFrom("enquiry_outbox")
      .selectAll()
      .where("enquiry_reference", "=", reference)
      .orderBy("created_at")
      .orderBy("kind")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("lead_notes")
      .selectAll()
      .where((eb) => eb.or([eb("reference", "=", reference), eb("reference", "in", mergedInto(reference))]))
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    leadTimeline(database, reference),
    db.selectFrom("enquiry_erasures").selectAll().where("reference", "=", reference).executeTakeFirst(),
    productLinesOf(db, [reference]),
    visitSourcesOf(db, [reference]),
  ]);
  const type = row.type as EnquiryType;
  const sent = parseFields(row.fields);
  return {
    reference: row.reference,
    type,
    status: row.lead_status as LeadStatus,
    intakeStatus: row.status,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    sourcePage: row.source_page,
    source: sources.get(reference),
    language: row.language as Locale,
    email: row.email,
    ...senderOf(sent),
    country: sent.country ?? "",
    countryName: sent.country ? countryName(sent.country, "en") : "",
    countryHint: sent.country ? undefined : countryHint(sent, row.email),
    fields: ENQUIRY_FORMS[type].fields.map((field) => ({
      name: field.name,
      label: field.label,
      kind: field.kind,
      value: sent[field.name] ?? "",
    })),
    products: products.get(reference) ?? [],
    marketingConsent:
      row.marketing_consent_at && row.marketing_consent_text
        ? { text: row.marketing_consent_text, at: row.marketing_consent_at }
        : null,
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      recipient: mail.recipient,
      ...mailState(mail),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      authorId: note.author_id,
      text: note.text,
      at: note.created_at,
    })),
    timeline: events,
    erasure: erasure ? { at: erasure.erased_at, by: erasure.erased_by } : null,
  };
}

/** A lead's timeline with those of the leads merged into it, oldest first. */
export async function leadTimeline(database: DatabaseHandle, reference: string): Promise<LeadEvent[]> {
  const rows = await database.db
    .selectFrom("lead_events")
    .selectAll()
    .where((eb) => eb.or([eb("reference", "=", reference), eb("reference", "in", mergedInto(reference))]))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    actorId: row.actor_id,
    at: row.created_at,
    change: LeadChangeSchema.parse(JSON.parse(row.detail)),
  }));
}

export type RelatedLead = LeadSummary & { match: "email" | "domain" };

const RELATED_LIMIT = 20;

/** Other leads from the same address, or from the same company domain (free-mail domains aside), newest first. */
export async function relatedLeads(database: DatabaseHandle, reference: string): Promise<RelatedLead[]> {
  const lead = await database.db
    .selectFrom("enquiries")
    .select("email")
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!lead || lead.email === "") return [];
  const email = lead.email.toLowerCase();
  const domain = companyDomain(email);
  const address = sql<string>`lower(${sql.ref("e.email")})`;
  const rows = await summaryRows(database)
    .where("e.reference", "!=", reference)
    .where((eb) =>
      eb.or([
        eb(address, "=", email),
        ...(domain ? [sql<SqlBool>`${address} like ${`%@${likeLiteral(domain)}`} escape '\\'`] : []),
      ]),
    )
    .orderBy("e.created_at", "desc")
    .orderBy("e.reference", "desc")
    .limit(RELATED_LIMIT)
    .execute();
  return rows.map((row) => ({
    ...toSummary(row),
    match: row.email.toLowerCase() === email ? "email" : "domain",
  }));
}
