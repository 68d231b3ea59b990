import type { AuditKind } from "#shared/staff/audit-kinds.ts";
import type { AuditLog } from "../audit-log.ts";
import type { StaffUser } from "../staff.ts";

/** A view, or an action whose answer is the lead's page drawn again. */
const LEAD_PAGE_KINDS = [
  "lead-viewed",
  "lead-status-changed",
  "lead-assigned",
  "lead-note-added",
] as const satisfies readonly AuditKind[];

/** Within this of the person's last view of or action on the lead, a load of its page is the same visit. */
export const LEAD_VIEW_WINDOW_MS = 60_000;

/**
 * Logs that a person opened a lead's page, once per visit: the page drawn again after one of their
 * own form posts on it (or a reload moments later) is not a new view (decision 033).
 */
export async function recordLeadView(
  audit: AuditLog,
  view: { actor: StaffUser; reference: string; address: string; now: Date },
): Promise<void> {
  const since = new Date(view.now.getTime() - LEAD_VIEW_WINDOW_MS);
  const base = { actorId: view.actor.id, subject: view.reference, since };
  if (await audit.hasRecent({ ...base, kinds: LEAD_PAGE_KINDS })) return;
  await audit.record(
    { kind: "lead-viewed", actor: view.actor, subject: view.reference, address: view.address },
    view.now,
  );
}
