import { data } from "react-router";
import { z } from "zod";
import type { Services } from "#server/services.ts";
import type { LeadActionResult, LeadOwner } from "#server/staff/leads/actions.ts";
import type { StaffUser } from "#server/staff/staff.ts";
import { LEAD_STATUS_LABELS } from "#shared/staff/leads/status.ts";
import type { LeadEvent } from "#shared/staff/leads/timeline.ts";
import { can } from "#shared/staff/roles.ts";

/** The reference as the address carries it, lower case (`leadHref`); stored in capitals. */
export const ReferenceSchema = z
  .string()
  .min(1)
  .max(64)
  .transform((reference) => reference.toUpperCase());

type Refused = Exclude<LeadActionResult, { ok: true }>["error"];

const REFUSALS: Record<Refused, [number, string]> = {
  "not-found": [404, "No such lead."],
  "not-allowed": [400, "A lead cannot move to that status from where it is."],
  unchanged: [400, "Nothing changed."],
  conflict: [409, "Someone changed this lead meanwhile: reload it and try again."],
};

/** A refused change as the lead page shows it, with its HTTP status. */
export function leadRefusal(error: Refused) {
  const [status, message] = REFUSALS[error];
  return data({ outcome: "refused" as const, message }, { status });
}

/**
 * What the lead page and the inbox's bulk actions share: whom a lead may be given to, and the
 * record of what a change did (the audit log, the webhooks' nudge, the sentence that says it).
 */
export function leadWork(services: Services) {
  const { staff, webhookWorker } = services;
  return {
    /** The owner a form chose ("" for nobody): only someone active who works on leads. */
    async owner(id: string): Promise<LeadOwner | null> {
      if (!id) return null;
      const person = await staff.people.find(id);
      if (!person || person.deactivatedAt || !can(person.role, "leads:read")) {
        throw data("Choose someone who works on leads.", { status: 400 });
      }
      return { id: person.id, email: person.email };
    },

    /** Audits each change as its own entry, sends its webhooks now, and says what was done. */
    async recordDone(
      user: StaffUser,
      address: string,
      reference: string,
      events: LeadEvent[],
    ): Promise<string> {
      webhookWorker.nudge();
      const said: string[] = [];
      for (const { change } of events) {
        const base = { actor: user, subject: reference, address };
        if (change.kind === "status") {
          await staff.audit.record({
            kind: "lead-status-changed",
            ...base,
            detail: { from: change.from, to: change.to },
          });
          said.push(`status is now ${LEAD_STATUS_LABELS[change.to]}`);
        } else if (change.kind === "owner") {
          const person = change.to ? await staff.people.find(change.to) : undefined;
          await staff.audit.record({
            kind: "lead-assigned",
            ...base,
            detail: { owner: person?.email ?? "nobody" },
          });
          said.push(person ? `${person.name} owns it now and is mailed` : "nobody owns it now");
        } else if (change.kind === "note") {
          await staff.audit.record({ kind: "lead-note-added", ...base });
          said.push("note added");
        }
      }
      return `Saved ${reference}: ${said.join("; ")}.`;
    },
  };
}
