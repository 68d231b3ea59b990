import { productFamilyName } from "#shared/enquiries/options.ts";
import { WEBHOOK_TEST_EVENT } from "#shared/staff/webhooks.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { getLead } from "../staff/leads/lead-record.ts";

/** A delivery as the worker sends it: which event, about which lead, queued when. */
export type QueuedEvent = { type: string; reference: string | null; queuedAt: string };

/**
 * The JSON body of an event, the Standard Webhooks shape: `type`, `timestamp` (when it happened)
 * and `data`. A lead's data is read as the lead is when sent, so a retry after an erasure carries
 * no personal data; an erased lead's fields are the placeholders erasure left. Field values are
 * keyed by the forms' own field names, a product family given by name as well.
 */
export async function eventBody(database: DatabaseHandle, event: QueuedEvent): Promise<string | undefined> {
  if (event.type === WEBHOOK_TEST_EVENT) {
    return JSON.stringify({
      type: event.type,
      timestamp: event.queuedAt,
      data: { message: "A test event from the Fenmoor Chemicals staff console." },
    });
  }
  const lead = event.reference ? await getLead(database, event.reference) : undefined;
  if (!lead) return undefined;
  const owner = lead.ownerId
    ? await database.db
        .selectFrom("staff_users")
        .select(["name", "email"])
        .where("id", "=", lead.ownerId)
        .executeTakeFirst()
    : undefined;
  const phone = lead.fields.find((field) => field.kind === "tel")?.value ?? "";
  return JSON.stringify({
    type: event.type,
    timestamp: event.queuedAt,
    data: {
      reference: lead.reference,
      form: lead.type,
      status: lead.status,
      receivedAt: lead.createdAt,
      language: lead.language,
      sourcePage: lead.sourcePage,
      source: lead.source ?? null,
      country: lead.country || null,
      owner: owner ? { name: owner.name, email: owner.email } : null,
      contact: { name: lead.name, company: lead.company, email: lead.email, phone },
      fields: Object.fromEntries(lead.fields.map((field) => [field.name, field.value])),
      productFamily:
        productFamilyName(lead.fields.find((field) => field.kind === "family")?.value ?? "") ?? null,
      products: lead.products.map(({ slug, name, quantity, use }) => ({ slug, name, quantity, use })),
      erased: lead.erasure !== null,
    },
  });
}
