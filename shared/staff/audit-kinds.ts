/** Every kind of event the audit log records; the audit page filters by them. */
export const AUDIT_KINDS = [
  "sign-in",
  "sign-in-failed",
  "sign-in-refused",
  "access-refused",
  "sign-out",
  "sign-out-everywhere",
  "invitation-sent",
  "invitation-accepted",
  "role-changed",
  "deactivated",
  "password-reset-requested",
  "password-reset-refused",
  "password-reset",
  "passkey-added",
  "passkey-removed",
  "lead-viewed",
  "lead-status-changed",
  "lead-note-added",
  "lead-assigned",
  "leads-exported",
  "lead-erased",
  "content-saved",
  "content-published",
  "content-scheduled",
  "content-unpublished",
  "content-restored",
  "file-uploaded",
  "file-deleted",
  "redirect-added",
  "redirect-changed",
  "redirect-deleted",
  "translation-saved",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How long audit entries are kept (docs/staff-console.md); the enquiries purge removes older ones. */
export const AUDIT_RETENTION_YEARS = 2;
