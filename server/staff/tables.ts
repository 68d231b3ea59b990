import type { Generated } from "kysely";

/**
 * The staff tables as the console reads them. better-auth writes staff_users, staff_sessions and
 * staff_passkeys itself; their times are Date on PostgreSQL and ISO text on SQLite, their flags
 * boolean or 0/1 (migration 0050).
 */
export type AuthTime = Date | string;

export interface StaffUsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean | number;
  image: string | null;
  role: string;
  deactivated_at: AuthTime | null;
  created_at: AuthTime;
  updated_at: AuthTime;
}

export interface StaffSessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: AuthTime;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
}

export interface StaffPasskeysTable {
  id: string;
  name: string | null;
  public_key: string;
  user_id: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: boolean | number;
  transports: string | null;
  aaguid: string | null;
  created_at: AuthTime | null;
}

export interface StaffInvitationsTable {
  /** SHA-256 of the link's token: the token itself is only ever in the link. */
  token_hash: string;
  email: string;
  role: string;
  /** Who invited; null for the command line. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface StaffPasswordResetsTable {
  /** SHA-256 of the link's token: the token itself is only ever in the mail. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffSignInFailuresTable {
  /** `account:<e-mail>` or `address:<client key>`. */
  key: string;
  failed_at: string;
  /** The attempt that took the row, while it may still take it back; null for rows from before. */
  attempt: string | null;
}

export interface StaffAuditLogTable {
  id: string;
  at: string;
  kind: string;
  actor_id: string | null;
  actor_email: string | null;
  /** What the event was about: a person's e-mail, a lead's reference. */
  subject: string | null;
  /** Keyed hash of the client address the request came from (never the address itself). */
  address: string | null;
  /** JSON object of further facts (new role, reason). */
  detail: string | null;
  /** How many times it happened: a refusal repeated within its hour is one entry (decision 093). */
  count: Generated<number>;
  /** When a repeated refusal last happened; null for an entry that happened once. */
  last_at: string | null;
  /** Names a refusal's entry for its hour, so repeats add to it; null for every other entry. */
  repeat_key: string | null;
}

/** Normalises better-auth's times to ISO text whichever database stored them. */
export function isoTime(value: AuthTime): string {
  return typeof value === "string" ? new Date(value).toISOString() : value.toISOString();
}
