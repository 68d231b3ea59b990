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
