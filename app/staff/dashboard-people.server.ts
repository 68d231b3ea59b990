import { failedMails } from "#server/enquiries/failed-mails.ts";
import type { Services } from "#server/services.ts";
import { leadFigures } from "#server/staff/leads/figures.ts";
import { leadsPerWeek } from "#server/staff/leads/list.ts";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { PANEL_ROWS } from "#shared/staff/dashboard-panels.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import { ROLE_LABELS } from "#shared/staff/roles.ts";

const HOUR_MS = 60 * 60 * 1000;

/** How long ago `iso` was, in the unit a person would say: minutes, hours, then days. */
function ageText(iso: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - Date.parse(iso));
  const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? "" : "s"}`;
  if (ms < HOUR_MS) return count(Math.floor(ms / 60_000), "minute");
  if (ms < 48 * HOUR_MS) return count(Math.floor(ms / HOUR_MS), "hour");
  return count(Math.floor(ms / (24 * HOUR_MS)), "day");
}

/**
 * The sales figures: new leads today and this week, open ones by status, unassigned, the oldest's
 * age, and leads per week (the inbox itself starts with its list).
 */
export async function leadPanel(services: Services, now: Date) {
  const [figures, weeks] = await Promise.all([
    leadFigures(services.database, now),
    leadsPerWeek(services.database, now),
  ]);
  return {
    ...figures,
    weeks,
    oldestOpen: figures.oldestOpenAt
      ? { age: ageText(figures.oldestOpenAt, now), at: ukDateTime(figures.oldestOpenAt) }
      : null,
  };
}

const MAIL_KIND_LABELS: Record<string, string> = {
  team: "Enquiry notification",
  visitor: "Visitor's confirmation",
  owner: "Lead assigned",
  "password-reset": "Password reset",
  "passkey-added": "Passkey added",
  "staff-invitation": "Invitation",
};

export async function invitationPanel(services: Services) {
  const pending = await services.staff.invitations.pending();
  return {
    total: pending.length,
    items: pending.slice(0, PANEL_ROWS).map((invitation) => ({
      email: invitation.email,
      role: ROLE_LABELS[invitation.role],
      expires: ukDateTime(invitation.expiresAt),
      expired: invitation.expired,
    })),
  };
}

/** Mails the SMTP server has not taken: each with its last error and its next try. */
export async function failedMailPanel(services: Services, rows: number) {
  const { total, mails } = await failedMails(services.database.db, rows);
  return {
    total,
    items: mails.map((mail, index) => ({
      key: `${mail.createdAt}-${index}`,
      kind: MAIL_KIND_LABELS[mail.kind] ?? mail.kind,
      leadHref: mail.enquiryReference ? leadHref(mail.enquiryReference) : null,
      reference: mail.enquiryReference,
      attempts: mail.attempts,
      lastError: mail.lastError,
      next: mail.nextAttemptAt ? ukDateTime(mail.nextAttemptAt) : null,
    })),
  };
}

export async function signInPanel(services: Services) {
  const { entries } = await services.staff.audit.list({ kind: "sign-in" });
  return entries.slice(0, PANEL_ROWS).map((entry) => ({
    key: entry.id,
    who: entry.actorEmail ?? "",
    at: ukDateTime(entry.at),
  }));
}
