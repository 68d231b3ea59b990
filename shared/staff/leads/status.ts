/**
 * The sales team's workflow for a lead. `enquiries.status` keeps the public side's verdict on
 * arrival (`received`, or `spam` for a filled honeypot); a lead nobody has touched yet is `new`,
 * or `spam` when the honeypot caught it (decision 031).
 */
export const LEAD_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "not_a_fit",
  "spam",
  "erased",
  "merged",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead still to be worked: not yet qualified, ruled out or called spam. */
export const OPEN_LEAD_STATUSES = ["new", "contacted"] as const satisfies readonly LeadStatus[];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  not_a_fit: "Not a fit",
  spam: "Spam",
  erased: "Erased",
  merged: "Merged",
};

/**
 * What the inbox leaves out unless it is asked for by name: a lead whose personal data was erased
 * keeps its business facts (form, date, choices, outcome on the timeline) but is nobody's work; a
 * duplicate merged into another lead is worked there.
 */
export const HIDDEN_LEAD_STATUSES = ["erased", "merged"] as const satisfies readonly LeadStatus[];

export function isHiddenStatus(status: LeadStatus): boolean {
  return (HIDDEN_LEAD_STATUSES as readonly LeadStatus[]).includes(status);
}

/**
 * Any status a lead is worked into, straight from new (a first call may qualify it at once); what
 * is still open may be called spam, and a lead marked spam by mistake (the honeypot included) goes
 * back to new. An outcome can be revised, or reopened as contacted. Only erasure sets `erased`
 * (server/staff/leads/personal-data.ts) and only a merge `merged` (leads/merge.ts); nothing follows either.
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "qualified", "not_a_fit", "spam"],
  contacted: ["qualified", "not_a_fit", "spam"],
  qualified: ["contacted", "not_a_fit"],
  not_a_fit: ["contacted", "qualified"],
  spam: ["new"],
  erased: [],
  merged: [],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}
