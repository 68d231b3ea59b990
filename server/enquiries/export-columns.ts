import { countryName } from "#shared/enquiries/countries.ts";
import { ENQUIRY_FORMS, type FieldDefinition } from "#shared/enquiries/forms.ts";
import { productFamilyName } from "#shared/enquiries/options.ts";
import type { ExportedEnquiry } from "./export.ts";
import { productLineText } from "./product-lines.ts";

/** One column of the CSV and XLSX exports: its English heading and a lead's value in it. */
export type ExportColumn = { label: string; value(enquiry: ExportedEnquiry): string };

/**
 * Fields that mean the same on different forms but are labelled apart there: one column each,
 * so a spreadsheet can sort and filter every lead by it.
 */
const SAME_COLUMN: Record<string, string> = {
  "Phone Number": "Phone",
  Location: "Location / country",
  Country: "Location / country",
};

const columnLabel = (field: FieldDefinition) => SAME_COLUMN[field.label] ?? field.label;

/** A family is stored as its id and a country as its code; the team reads them by name. */
function shown(field: FieldDefinition, value: string | undefined): string {
  if (!value) return "";
  if (field.kind === "family") return productFamilyName(value) ?? value;
  return field.kind === "country" ? countryName(value, "en") : value;
}

/** Every form's fields merged by label, in the order the forms show them. */
function fieldColumns(): ExportColumn[] {
  const fieldsByLabel = new Map<string, FieldDefinition[]>();
  for (const form of Object.values(ENQUIRY_FORMS)) {
    for (const field of form.fields) {
      const label = columnLabel(field);
      const fields = fieldsByLabel.get(label) ?? [];
      if (!fields.some((known) => known.name === field.name)) fields.push(field);
      fieldsByLabel.set(label, fields);
    }
  }
  return [...fieldsByLabel].map(([label, fields]) => ({
    label,
    value: (enquiry) => {
      const field = fields.find((candidate) => enquiry.fields[candidate.name] !== undefined);
      return field ? shown(field, enquiry.fields[field.name]) : "";
    },
  }));
}

/**
 * The exports' columns, shared by the console's CSV and XLSX and `npm run enquiries:export`.
 * Form and status stay their stable keys (`sample`, `contacted`), which filters and tools match on.
 */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { label: "Reference", value: (enquiry) => enquiry.reference },
  { label: "Form", value: (enquiry) => enquiry.type },
  { label: "Status", value: (enquiry) => enquiry.status },
  { label: "Received", value: (enquiry) => enquiry.createdAt },
  { label: "Owner", value: (enquiry) => enquiry.owner ?? "" },
  { label: "Sent from page", value: (enquiry) => enquiry.sourcePage ?? "" },
  { label: "Language", value: (enquiry) => enquiry.language },
  { label: "Landing page", value: (enquiry) => enquiry.source?.landingPage ?? "" },
  { label: "Referrer", value: (enquiry) => enquiry.source?.referrerDomain ?? "" },
  { label: "Source", value: (enquiry) => enquiry.source?.utm_source ?? "" },
  { label: "Medium", value: (enquiry) => enquiry.source?.utm_medium ?? "" },
  { label: "Campaign", value: (enquiry) => enquiry.source?.utm_campaign ?? "" },
  ...fieldColumns(),
  {
    label: "Sample basket",
    value: (enquiry) => enquiry.products.map(productLineText).join("\n"),
  },
  { label: "Last note", value: (enquiry) => enquiry.lastNote ?? "" },
  { label: "Marketing consent", value: (enquiry) => enquiry.marketingConsentText ?? "" },
  { label: "Marketing consent given", value: (enquiry) => enquiry.marketingConsentAt ?? "" },
];
