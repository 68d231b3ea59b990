import { type SqlBool, sql } from "kysely";
import { ENQUIRY_FORMS, type EnquiryType, type FieldKind } from "#shared/enquiries/forms.ts";
import { PersonalDataEmailSchema } from "#shared/staff/leads/personal-data.ts";
import type { DatabaseHandle, Db } from "../../db/database.ts";
import { recordEvent } from "./actions.ts";
import { likeLiteral } from "./lead-columns.ts";
import { getLead, type LeadRecord } from "./lead-record.ts";
import { parseFields } from "./lead-store.ts";

/** What erasure puts in place of a personal value. */
export const ERASED = "(erased)";

/** Typed by the visitor, so possibly about them: erased. Choices from the site's own lists are kept. */
const TYPED_KINDS: ReadonlySet<FieldKind> = new Set(["text", "email", "tel", "textarea"]);

/**
 * The address in free text that is not the person's own enquiry: a note, a field typed into
 * another lead's form, a sample's intended use. Shown to whoever handles the request, who may find
 * more about the person there than the address.
 */
export type Mention = {
  reference: string;
  in: "field" | "sample" | "note";
  /** Where in the lead: `Note`, a field's label, `Intended use of <product>`. */
  label: string;
  text: string;
  /** A note's id, a field's name, a sample's position: which text of the lead it is. */
  key: string;
};

/** Everything held about one e-mail address, as the person may ask for it (UK GDPR art. 15). */
export type PersonalData = {
  email: string;
  /** Each enquiry sent from the address, with its mails, notes and timeline. */
  enquiries: LeadRecord[];
  /** Other leads' free text that mentions the address. */
  mentions: Mention[];
};

/** Only a whole, valid address is looked up: an empty one would match every erased enquiry. */
const addressOf = (email: string) => PersonalDataEmailSchema.parse(email);

function sentFrom(email: string) {
  return sql<SqlBool>`lower(${sql.ref("email")}) = ${addressOf(email)}`;
}

/** The column's text holds `text`, in any letter case (`text` is lower case). */
function containing(column: string, text: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${likeLiteral(text)}%`} escape '\\'`;
}

const mentioning = (column: string, email: string) => containing(column, addressOf(email));

/** Any of the texts in any letter case, to find them in a text or put something in their place. */
const anyOf = (texts: string[]) =>
  new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gi");

const addressPattern = (email: string) => anyOf([addressOf(email)]);

/** Mentions in leads not sent from the address, oldest lead first; `db` may be a transaction. */
async function findMentions(db: Db, email: string): Promise<Mention[]> {
  const pattern = addressPattern(email);
  const mentions = (text: string) => text.search(pattern) !== -1;
  const [notes, enquiries, samples] = await Promise.all([
    db
      .selectFrom("lead_notes as n")
      .innerJoin("enquiries as e", "e.reference", "n.reference")
      .select(["n.id", "n.reference", "n.text"])
      .where(mentioning("n.text", email))
      .where(sql<SqlBool>`not ${sentFrom(email)}`)
      .orderBy("e.created_at")
      .orderBy("n.created_at")
      .execute(),
    db
      .selectFrom("enquiries")
      .select(["reference", "type", "fields"])
      .where(mentioning("fields", email))
      .where(sql<SqlBool>`not ${sentFrom(email)}`)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("enquiry_products as p")
      .innerJoin("enquiries as e", "e.reference", "p.reference")
      .select(["p.reference", "p.position", "p.product_name", "p.intended_use"])
      .where(mentioning("p.intended_use", email))
      .where(sql<SqlBool>`not ${sentFrom(email)}`)
      .orderBy("e.created_at")
      .orderBy("p.position")
      .execute(),
  ]);
  const fields = enquiries.flatMap((enquiry) => {
    const values = parseFields(enquiry.fields);
    return ENQUIRY_FORMS[enquiry.type as EnquiryType].fields
      .filter((field) => TYPED_KINDS.has(field.kind) && mentions(values[field.name] ?? ""))
      .map((field) => ({
        reference: enquiry.reference,
        in: "field" as const,
        label: field.label,
        text: values[field.name] ?? "",
        key: field.name,
      }));
  });
  return [
    ...fields,
    ...samples.map((sample) => ({
      reference: sample.reference,
      in: "sample" as const,
      label: `Intended use of ${sample.product_name}`,
      text: sample.intended_use,
      key: String(sample.position),
    })),
    ...notes.map((note) => ({
      reference: note.reference,
      in: "note" as const,
      label: "Note",
      text: note.text,
      key: note.id,
    })),
  ];
}

export async function findPersonalData(database: DatabaseHandle, email: string): Promise<PersonalData> {
  const { db } = database;
  const references = await db
    .selectFrom("enquiries")
    .select("reference")
    .where(sentFrom(email))
    .orderBy("created_at")
    .execute();
  const records = await Promise.all(references.map((row) => getLead(database, row.reference)));
  return {
    email: addressOf(email),
    enquiries: records.filter((record) => record !== undefined),
    mentions: await findMentions(db, email),
  };
}

function anonymisedFields(type: EnquiryType, json: string): string {
  const fields = parseFields(json);
  for (const field of ENQUIRY_FORMS[type].fields) {
    if (TYPED_KINDS.has(field.kind) && fields[field.name]) fields[field.name] = ERASED;
  }
  return JSON.stringify(fields);
}

/**
 * Erases an address's personal data (UK GDPR art. 17): in each of its enquiries every typed field,
 * the address, the consent record and the client key; its notes; mail errors that may quote the
 * address, with unsent mails closed so they never go out; the address wherever other leads' free
 * text mentions it (returned, with the text as it now reads, for the person handling the request
 * to check); and in the audit log, the address becomes `pseudonym`. A tombstone records each
 * erased enquiry, when and by whom. Running it again changes nothing.
 */
export async function erasePersonalData(
  database: DatabaseHandle,
  input: { email: string; erasedBy: string; now: Date; pseudonym: string },
): Promise<{ references: string[]; mentions: Mention[] }> {
  const at = input.now.toISOString();
  return database.db.transaction().execute(async (tx) => {
    const enquiries = await tx
      .selectFrom("enquiries")
      .select(["reference", "type", "fields"])
      .where(sentFrom(input.email))
      .execute();
    for (const enquiry of enquiries) {
      await tx
        .updateTable("enquiries")
        .set({
          fields: anonymisedFields(enquiry.type as EnquiryType, enquiry.fields),
          email: "",
          marketing_consent_text: null,
          marketing_consent_at: null,
          client_key: ERASED,
        })
        .where("reference", "=", enquiry.reference)
        .execute();
      await tx
        .updateTable("enquiry_outbox")
        .set({ last_error: null })
        .where("enquiry_reference", "=", enquiry.reference)
        .execute();
      await tx
        .updateTable("enquiry_outbox")
        .set({
          given_up_at: at,
          last_error: "not sent: the enquiry was erased",
          lease_owner: null,
          lease_until: null,
        })
        .where("enquiry_reference", "=", enquiry.reference)
        .where("sent_at", "is", null)
        .where("given_up_at", "is", null)
        .execute();
      await tx
        .updateTable("lead_notes")
        .set({ text: ERASED })
        .where("reference", "=", enquiry.reference)
        .execute();
      // A reply names the person and was sent to their address.
      await tx
        .updateTable("lead_replies")
        .set({ recipient: "", subject: ERASED, body: ERASED })
        .where("reference", "=", enquiry.reference)
        .execute();
      // A sample's intended use is typed; its product and quantity are the site's own choices.
      await tx
        .updateTable("enquiry_products")
        .set({ intended_use: ERASED })
        .where("reference", "=", enquiry.reference)
        .execute();
      await tx
        .insertInto("enquiry_erasures")
        .values({ reference: enquiry.reference, erased_at: at, erased_by: input.erasedBy })
        .onConflict((conflict) => conflict.column("reference").doNothing())
        .execute();
      // Nobody's work any more: out of the inbox's default list and its open counts.
      await tx
        .insertInto("enquiry_leads")
        .values({ reference: enquiry.reference, status: "erased", owner_id: null, updated_at: at })
        .onConflict((conflict) =>
          conflict.column("reference").doUpdateSet({ status: "erased", updated_at: at }),
        )
        .execute();
      await recordEvent(tx, enquiry.reference, input.erasedBy, { kind: "erased" }, input.now);
    }
    const mentions = await findMentions(tx, input.email);
    const redacted = mentions.map((mention) => ({
      ...mention,
      text: mention.text.replace(addressPattern(input.email), ERASED),
    }));
    for (const mention of redacted) await redactMention(tx, mention);
    await pseudonymiseAuditEntries(tx, addressOf(input.email), input.pseudonym);
    return { references: enquiries.map((enquiry) => enquiry.reference), mentions: redacted };
  });
}

/** Stores a mention's text as redacted. */
async function redactMention(tx: Db, mention: Mention): Promise<void> {
  if (mention.in === "note") {
    await tx.updateTable("lead_notes").set({ text: mention.text }).where("id", "=", mention.key).execute();
    return;
  }
  if (mention.in === "sample") {
    await tx
      .updateTable("enquiry_products")
      .set({ intended_use: mention.text })
      .where("reference", "=", mention.reference)
      .where("position", "=", Number(mention.key))
      .execute();
    return;
  }
  const row = await tx
    .selectFrom("enquiries")
    .select("fields")
    .where("reference", "=", mention.reference)
    .executeTakeFirstOrThrow();
  const fields = { ...parseFields(row.fields), [mention.key]: mention.text };
  await tx
    .updateTable("enquiries")
    .set({ fields: JSON.stringify(fields) })
    .where("reference", "=", mention.reference)
    .execute();
}

/**
 * The audit log's entries about the address name its pseudonym instead, and detail values quoting
 * it (an export's filter, typed or URL-encoded) quote the pseudonym.
 */
async function pseudonymiseAuditEntries(tx: Db, address: string, pseudonym: string): Promise<void> {
  await tx
    .updateTable("staff_audit_log")
    .set({ subject: pseudonym })
    .where(sql<SqlBool>`lower(${sql.ref("subject")}) = ${address}`)
    .execute();
  const forms = [address, new URLSearchParams({ q: address }).toString().slice(2).toLowerCase()];
  const quoting = await tx
    .selectFrom("staff_audit_log")
    .select(["id", "detail"])
    .where((eb) => eb.or(forms.map((form) => containing("detail", form))))
    .execute();
  const pattern = anyOf(forms);
  for (const entry of quoting) {
    const detail = JSON.parse(entry.detail ?? "{}") as Record<string, string>;
    for (const [name, value] of Object.entries(detail)) detail[name] = value.replace(pattern, pseudonym);
    await tx
      .updateTable("staff_audit_log")
      .set({ detail: JSON.stringify(detail) })
      .where("id", "=", entry.id)
      .execute();
  }
}
