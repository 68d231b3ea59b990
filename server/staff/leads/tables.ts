import type { Generated } from "kysely";

/** A lead's workflow state; absent until its first change (see `leadStatus` in lead-columns.ts). */
export interface EnquiryLeadsTable {
  reference: string;
  /** One of `LEAD_STATUSES`. */
  status: string;
  /** The staff user id of the owner, or null while nobody owns the lead. */
  owner_id: string | null;
  updated_at: string;
}

export interface LeadNotesTable {
  id: string;
  reference: string;
  author_id: string;
  text: string;
  created_at: string;
}

/** The timeline: one row per change, never updated (erasure aside, which only adds one). */
export interface LeadEventsTable {
  id: string;
  reference: string;
  actor_id: string;
  /** One of `LEAD_CHANGE_KINDS`; `detail` is the change's JSON (see shared/staff/leads/timeline.ts). */
  kind: string;
  detail: string;
  created_at: string;
}

/** Kept for every enquiry erased on a personal-data request. */
export interface EnquiryErasuresTable {
  reference: string;
  erased_at: string;
  erased_by: string;
}

/** A reply written on a lead's page and mailed through the outbox (job `outbox_id`). */
export interface LeadRepliesTable {
  id: string;
  reference: string;
  outbox_id: string;
  author_id: string;
  /** The name the mail is from, and the address answers go to: the lead's owner, or the writer. */
  sender_name: string;
  reply_to: string;
  /** The visitor's address as it was when written; emptied by erasure. */
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/** The replies' starting texts the team edits (content/reply-templates.json seeds them). */
export interface LeadReplyTemplatesTable {
  key: string;
  position: number;
  name: string;
  subject: string;
  body: string;
  /** E-mail of who last saved it, and when; null as seeded. */
  updated_by: string | null;
  updated_at: string | null;
}

/** An overdue lead's mail, queued once per stage (`owner`, then `escalation`). */
export interface LeadEscalationsTable {
  reference: string;
  stage: string;
  recipient: string;
  created_at: string;
}

/** One routing rule: a condition on a new lead, and the person or team it goes to; first match wins. */
export interface LeadRoutingRulesTable {
  id: string;
  position: number;
  /** One of `ROUTING_CRITERIA`, and the value it must have. */
  criterion: string;
  value: string;
  /** `person` (a staff user id) or `team` (a team's name). */
  assignee_kind: string;
  assignee: string;
  created_at: string;
}

/** A team its rules give leads to in turn; `turns` counts the leads it has been given. */
export interface LeadRoutingTeamsTable {
  name: string;
  /** JSON array of staff user ids, in turn order. */
  members: string;
  turns: Generated<number>;
}

/** People routing passes over while they are away. */
export interface LeadRoutingAwayTable {
  user_id: string;
  since: string;
}

/** A duplicate merged into another lead: its own record and timeline stay, shown with the lead kept. */
export interface LeadMergesTable {
  reference: string;
  into_reference: string;
  merged_by: string;
  merged_at: string;
}

/** A saved view of the inbox: its filter's query string, for its owner alone or (`shared` 1) the team. */
export interface LeadSavedViewsTable {
  id: string;
  owner_id: string;
  name: string;
  query: string;
  shared: number;
  created_at: string;
}
