import { ENQUIRY_FORMS, type EnquiryType, type FieldDefinition } from "../../enquiries/forms.ts";
import { ENQUIRY_OPTIONS } from "../../enquiries/options.ts";
import { EXPERT_INDUSTRY_LABELS } from "../../expert/questions.ts";

/** Which fields of each form hold a lead's location, industry, product family or free text, read off the forms. */
const FIELD_ROLES = {
  location: (field: FieldDefinition) => field.options === ENQUIRY_OPTIONS.locations,
  industry: (field: FieldDefinition) =>
    field.options === ENQUIRY_OPTIONS.salesIndustries ||
    field.options === ENQUIRY_OPTIONS.productIndustries ||
    field.options === EXPERT_INDUSTRY_LABELS,
  family: (field: FieldDefinition) => field.kind === "family",
  country: (field: FieldDefinition) => field.kind === "country",
  text: (field: FieldDefinition) =>
    field.autoComplete === "name" || field.name === "company" || field.kind === "textarea",
} satisfies Record<string, (field: FieldDefinition) => boolean>;
export type FieldRole = keyof typeof FIELD_ROLES;

/** The names of a form's fields in `role` (a sample request names three families). */
export function fieldsInRole(type: EnquiryType, role: FieldRole): string[] {
  return ENQUIRY_FORMS[type].fields.filter(FIELD_ROLES[role]).map((field) => field.name);
}
