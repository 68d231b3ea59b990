import { type SqlBool, sql } from "kysely";
import { ENQUIRY_FORMS, type EnquiryType, type FieldKind } from "#shared/enquiries/forms.ts";
import { PersonalDataEmailSchema } from "#shared/staff/leads/personal-data.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { recordEvent } from "./actions.ts";
import { likeLiteral } from "./lead-columns.ts";
import { getLead, type LeadRecord } from "./lead-record.ts";
import { parseFields } from "./lead-store.ts";

/** What erasure puts in place of a personal value. */
export const ERASED = "(erased)";

/** Typed by the visitor, so possibly about them: erased. Choices from the site's own lists are kept. */
const TYPED_KINDS: ReadonlySet<FieldKind> = new Set(["text", "email", "tel", "textarea"]);

type NoteMention = { reference: string; noteId: string; authorId: string; text: string; at: string };

/** Everything held about one e-mail address, as the person may ask for it (UK GDPR art. 15). */
export type PersonalData = {
  email: string;
  /** Each enquiry sent from the address, with its mails, notes and timeline. */
  enquiries: LeadRecord[];
  /** Notes on other leads that mention the address. */
  notesMentioning: NoteMention[];
};

/** Only a whole, valid address is looked up: an empty one would match every erased enquiry. */
const addressOf = (email: string) => PersonalDataEmailSchema.parse(email);

function sentFrom(email: string) {
  return sql<SqlBool>`lower(${sql.ref("email")}) = ${addressOf(email)}`;
}

function mentioning(email: string) {
  return sql<SqlBool>`lower(${sql.ref("text")}) like ${`%${likeLiteral(addressOf(email))}%`} escape '\\'`;
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
  const own = new Set(references.map((row) => row.reference));
  const notes = await db
    .selectFrom("lead_notes")
    .selectAll()
    .where(mentioning(email))
    .orderBy("created_at")
    .execute();
  return {
    email: addressOf(email),
    enquiries: records.filter((record) => record !== undefined),
    notesMentioning: notes
      .filter((note) => !own.has(note.reference))
      .map((note) => ({
        reference: note.reference,
        noteId: note.id,
        authorId: note.author_id,
        text: note.text,
        at: note.created_at,
      })),
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
 * address, with unsent mails closed so they never go out; the address in other leads' notes.
 * A tombstone records each erased enquiry, when and by whom. Running it again changes nothing.
 */
export async function erasePersonalData(
  database: DatabaseHandle,
  input: { email: string; erasedBy: string; now: Date },
): Promise<{ references: string[] }> {
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
      await recordEvent(tx, enquiry.reference, input.erasedBy, { kind: "erased" }, input.now);
    }
    const mentions = await tx
      .selectFrom("lead_notes")
      .select(["id", "text"])
      .where(mentioning(input.email))
      .execute();
    const address = new RegExp(addressOf(input.email).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
    for (const note of mentions) {
      await tx
        .updateTable("lead_notes")
        .set({ text: note.text.replace(address, ERASED) })
        .where("id", "=", note.id)
        .execute();
    }
    return { references: enquiries.map((enquiry) => enquiry.reference) };
  });
}
