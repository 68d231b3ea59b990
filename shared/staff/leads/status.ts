/**
 * The sales team's workflow for a lead. `enquiries.status` keeps the public side's verdict on
 * arrival (`received`, or `spam` for a filled honeypot); a lead nobody has touched yet is `new`,
 * or `spam` when the honeypot caught it (decision 031).
 */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "not_a_fit", "spam", "erased"] as const;
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
};

/**
 * What the inbox leaves out unless it is asked for by name: a lead whose personal data was erased
 * keeps its business facts (form, date, choices, outcome on the timeline) but is nobody's work.
 */
export const HIDDEN_LEAD_STATUS = "erased" satisfies LeadStatus;

/**
 * Any status a lead is worked into, straight from new (a first call may qualify it at once); what
 * is still open may be called spam, and a lead marked spam by mistake (the honeypot included) goes
 * back to new. An outcome can be revised, or reopened as contacted. Only erasure sets `erased`
 * (server/staff/leads/personal-data.ts), and nothing follows it.
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "qualified", "not_a_fit", "spam"],
  contacted: ["qualified", "not_a_fit", "spam"],
  qualified: ["contacted", "not_a_fit"],
  not_a_fit: ["contacted", "qualified"],
  spam: ["new"],
  erased: [],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}
