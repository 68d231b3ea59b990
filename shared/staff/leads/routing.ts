import { countryOptions } from "../../enquiries/countries.ts";
import { ENQUIRY_TYPES, type EnquiryType } from "../../enquiries/forms.ts";
import { ENQUIRY_OPTIONS } from "../../enquiries/options.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "../../enquiries/visitor-language.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { fieldsInRole } from "./field-roles.ts";
import { LEAD_INDUSTRIES } from "./filter.ts";

/** Where new leads go (issue 32): admins only. */
export const ROUTING_PATH = "/staff/routing";

/** The routing page's buttons. */
export const ROUTING_INTENTS = [
  "add-rule",
  "delete-rule",
  "move-rule-up",
  "add-team",
  "delete-team",
  "save-away",
  "save-default",
] as const;

/** The timeline's actor for an assignment the routing rules made. */
export const ROUTING_ACTOR = "routing";

/** What a rule can match a new lead on, each with its choices as the inbox's filters offer them. */
export const ROUTING_CRITERIA = {
  type: { label: "Form", options: ENQUIRY_TYPES.map((type) => ({ value: type, label: type })) },
  location: {
    label: "Location",
    options: ENQUIRY_OPTIONS.locations.map((location) => ({ value: location, label: location })),
  },
  country: { label: "Country", options: countryOptions("en") },
  industry: {
    label: "Industry",
    options: LEAD_INDUSTRIES.map((industry) => ({ value: industry, label: industry })),
  },
  family: {
    label: "Product family",
    options: ENQUIRY_OPTIONS.productFamilies.map((family) => ({
      value: String(family.id),
      label: family.name,
    })),
  },
  language: {
    label: "Language",
    options: LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES_IN_ENGLISH[locale] })),
  },
} as const;
export type RoutingCriterion = keyof typeof ROUTING_CRITERIA;

/** A rule's condition as one form value, `criterion:value` (one select offers them all, grouped). */
export function matchValue(criterion: RoutingCriterion, value: string): string {
  return `${criterion}:${value}`;
}

/** The condition a posted `criterion:value` names, if it is one of the choices. */
export function parseMatch(posted: string): { criterion: RoutingCriterion; value: string } | undefined {
  const at = posted.indexOf(":");
  const criterion = posted.slice(0, at) as RoutingCriterion;
  const value = posted.slice(at + 1);
  if (!Object.hasOwn(ROUTING_CRITERIA, criterion)) return undefined;
  const known = ROUTING_CRITERIA[criterion].options.some((option) => option.value === value);
  return known ? { criterion, value } : undefined;
}

/** "Location is UK": a condition as the routing page words it. */
export function matchLabel(criterion: RoutingCriterion, value: string): string {
  const { label, options } = ROUTING_CRITERIA[criterion];
  return `${label} is ${options.find((option) => option.value === value)?.label ?? value}`;
}

/** Whether a new lead meets a rule's condition (a sample request's three families: any of them). */
export function leadMatches(
  lead: { type: EnquiryType; fields: Record<string, string>; language: string },
  criterion: RoutingCriterion,
  value: string,
): boolean {
  if (criterion === "type") return lead.type === value;
  if (criterion === "language") return lead.language === value;
  return fieldsInRole(lead.type, criterion).some((name) => lead.fields[name] === value);
}

/** A rule's assignee as one form value: `person:<id>` or `team:<name>`. */
export type Assignee = { kind: "person" | "team"; id: string };

export function parseAssignee(posted: string): Assignee | undefined {
  const match = /^(person|team):(.{1,80})$/.exec(posted);
  return match ? { kind: match[1] as Assignee["kind"], id: match[2] ?? "" } : undefined;
}

export const ROUTING_MESSAGES = {
  match: "Choose what the rule matches.",
  assignee: "Choose a person or a team.",
  teamName: "Name the team in up to 40 characters.",
  teamTaken: "A team of that name exists; choose another name.",
  members: "Choose at least one member.",
  teamInUse: "A rule names this team: delete or change the rule first.",
} as const;
