import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { EnquiryInput, EnquiryType } from "#shared/enquiries/forms.ts";
import { MARKETING_CONSENT_TEXT } from "#shared/enquiries/options.ts";
import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { routeNewLead } from "../staff/leads/routing.ts";
import { queueWebhookEvent } from "../webhooks/event-queue.ts";
import { reserveConfirmation } from "./confirmation-limit.ts";
import type { ProductLine } from "./product-lines.ts";
import { newReference } from "./reference.ts";
import { sourceRow } from "./visit-sources.ts";

export type NewEnquiry = {
  type: EnquiryType;
  input: EnquiryInput;
  /** The basket's products (of `input.lines`) with their catalogue names; stored with the enquiry. */
  products?: ProductLine[];
  /** Filled honeypot: stored for the record, never mailed. */
  spam: boolean;
  sourcePage: string | null;
  visitSource?: VisitSource;
  /** The visitor's language: the team is told it, and the confirmation is written in it. */
  language: Locale;
  clientKey: string;
  /** Also queue the visitor's confirmation mail, within the daily bound of the mailbox with this key. */
  confirmation: { recipientKey: string } | undefined;
  /** The team notification's recipient when not the form's own (an expert enquiry's specialist). */
  teamRecipient?: string;
  now: Date;
};

/** `owner`: a member of staff was given the lead (server/staff/leads/actions.ts); `reply`: a reply written on the lead page (leads/replies.ts); `overdue`: a lead waits too long for its first response (leads/response-watch.ts). */
export type OutboxKind = "team" | "visitor" | "owner" | "reply" | "overdue" | StaffMailKind;

/** Mails to a member of staff about their own account, which belong to no enquiry. */
export type StaffMailKind = "password-reset" | "passkey-added" | "staff-invitation";

/**
 * Stores an enquiry and its notification jobs in one durable transaction: when this resolves,
 * the lead survives a crash or a power cut (SQLite synchronous=FULL is set on the connection;
 * PostgreSQL is told synchronous_commit=on here whatever the server default).
 */
export async function storeEnquiry(database: DatabaseHandle, enquiry: NewEnquiry): Promise<string> {
  const createdAt = enquiry.now.toISOString();
  const consent = enquiry.input.marketingConsent;
  const { confirmation } = enquiry;
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(enquiry.now);
    try {
      await database.db.transaction().execute(async (tx) => {
        if (database.dialect === "postgres") await sql`set local synchronous_commit = on`.execute(tx);
        await tx
          .insertInto("enquiries")
          .values({
            reference,
            type: enquiry.type,
            status: enquiry.spam ? "spam" : "received",
            fields: JSON.stringify(enquiry.input.fields),
            email: enquiry.input.fields.email ?? "",
            source_page: enquiry.sourcePage,
            language: enquiry.language,
            marketing_consent_text: consent ? MARKETING_CONSENT_TEXT : null,
            marketing_consent_at: consent ? createdAt : null,
            client_key: enquiry.clientKey,
            created_at: createdAt,
          })
          .execute();
        if (enquiry.visitSource) {
          await tx.insertInto("enquiry_sources").values(sourceRow(reference, enquiry.visitSource)).execute();
        }
        const products = enquiry.products ?? [];
        if (products.length > 0) {
          await tx
            .insertInto("enquiry_products")
            .values(
              products.map((line, index) => ({
                reference,
                position: index + 1,
                product_slug: line.slug,
                product_name: line.name,
                category_name: line.categoryName,
                quantity: line.quantity,
                intended_use: line.use,
              })),
            )
            .execute();
        }
        const kinds: OutboxKind[] = enquiry.spam ? [] : ["team"];
        if (
          !enquiry.spam &&
          confirmation &&
          (await reserveConfirmation(tx, confirmation.recipientKey, enquiry.now))
        ) {
          kinds.push("visitor");
        }
        for (const kind of kinds) {
          await tx
            .insertInto("enquiry_outbox")
            .values({
              id: randomUUID(),
              enquiry_reference: reference,
              kind,
              recipient: kind === "team" ? (enquiry.teamRecipient ?? null) : null,
              next_attempt_at: createdAt,
              created_at: createdAt,
            })
            .execute();
        }
        if (!enquiry.spam) {
          // The routing rules give it an owner (mailed) in the same transaction (issue 32).
          await routeNewLead(tx, {
            reference,
            type: enquiry.type,
            fields: enquiry.input.fields,
            language: enquiry.language,
            now: enquiry.now,
          });
          await queueWebhookEvent(tx, "lead.created", reference, enquiry.now);
        }
      });
      return reference;
    } catch (error) {
      // A clash of random references is vanishingly rare; try a new one rather than lose the lead.
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
