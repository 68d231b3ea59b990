import type { Generated } from "kysely";

export interface EnquiriesTable {
  /** Also the public reference given to the visitor, e.g. `FC-20261123-7K3F9Q`. */
  reference: string;
  type: string;
  /** `received`, or `spam` when the honeypot was filled (stored, never mailed). */
  status: string;
  /** JSON object of every field of the form, as validated. */
  fields: string;
  email: string;
  source_page: string | null;
  /** The visitor's language, `en`, `de`, `fr` or `es`: that of the page the form was sent from. */
  language: string;
  /** The consent wording exactly as shown, and when it was given; null when the box was not ticked. */
  marketing_consent_text: string | null;
  marketing_consent_at: string | null;
  /** Keyed hash of the client address (never the address itself), for abuse investigations. */
  client_key: string;
  created_at: string;
}

export interface EnquiryOutboxTable {
  id: string;
  /** Null for mails that belong to no enquiry (`password-reset`). */
  enquiry_reference: string | null;
  /** `team` (the notification to the company), `visitor` (the optional confirmation) `owner` (a lead assigned) or `password-reset` (a staff reset link). */
  kind: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The worker instance holding the job, until `lease_until`; another may take it after that. */
  lease_owner: string | null;
  lease_until: string | null;
  sent_at: string | null;
  /** Set when a visitor's confirmation was refused for good; such a job is never tried again. */
  given_up_at: string | null;
  last_error: string | null;
  /** Set only for jobs whose recipient is not derived from the enquiry's form (`owner`: the assigned member of staff; `password-reset`: the person; `team`: the specialist an expert enquiry was routed to). */
  recipient: string | null;
  created_at: string;
}

export interface EnquiryRateLimitsTable {
  client_key: string;
  window_start: string;
  /** Accepted enquiries (and posts being checked) in the window. */
  hits: number;
  /** Posts that failed the checks in the window. */
  rejected: number;
}

export interface EnquiryConfirmationsTable {
  /** Keyed hash of the visitor's mailbox (never the address itself). */
  recipient_key: string;
  /** UTC date, `YYYY-MM-DD`. */
  day: string;
  /** Confirmations asked for that day, including those beyond the bound (which are not sent). */
  requested: number;
}

/** One product of a sample request from the basket, as it was named when asked for. */
export interface EnquiryProductsTable {
  reference: string;
  /** 1 to 5, the visitor's order. */
  position: number;
  product_slug: string;
  product_name: string;
  category_name: string;
  quantity: string;
  intended_use: string;
}

/** Where a lead came from (issue 32): absent when nothing was known. */
export interface EnquirySourcesTable {
  reference: string;
  /** The path the visit landed on (no query). */
  landing_page: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}
