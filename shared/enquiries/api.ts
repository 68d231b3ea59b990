import { z } from "zod";
import type { FieldDefinition, FormDefinition } from "./forms.ts";
import { OTHER_INDUSTRY } from "./options.ts";
import { SAMPLE_LINE_FIELDS } from "./sample-lines.ts";
import { VISIT_SOURCE_FIELD } from "./visit-source.ts";
import { VisitSourceSchema } from "./visit-source-schema.ts";

/** 201 answer of the enquiry POSTs: the enquiry is stored under this reference. */
export const EnquiryAcceptedSchema = z
  .object({
    success: z.literal(true),
    reference: z.string().describe("FC-YYYYMMDD-XXXXXX"),
  })
  .describe("The enquiry is stored");
export type EnquiryAccepted = z.infer<typeof EnquiryAcceptedSchema>;

function declaredField(field: FieldDefinition) {
  const required = Boolean(field.required && !field.otherOf);
  const text = field.kind === "email" ? z.email().max(field.maxLength) : z.string().max(field.maxLength);
  const value = field.options ? z.enum(field.options) : required ? text.min(1) : text;
  // JSON clients may send a product family's id as a number, as the spec's client does.
  const typed = field.kind === "family" ? z.union([value, z.number().int()]) : value;
  if (required) return typed.describe(field.label);
  const when = field.otherOf ? `required when ${field.otherOf} is '${OTHER_INDUSTRY}'` : "optional";
  return z
    .union([typed, z.literal("")])
    .optional()
    .describe(`${field.label}, ${when}`);
}

/** A sample line's field: each optional; a line's quantity and use are required once it names a product. */
function declaredLineField(field: FieldDefinition) {
  const value = field.options ? z.enum(field.options) : z.string().max(field.maxLength);
  const rule = field.required ? "required when its sample names a product" : "a product's slug";
  return z
    .union([value, z.literal("")])
    .optional()
    .describe(`${field.label}, ${rule}`);
}

/**
 * The body of a form's POST as the contract shows it: its fields with their limits and options.
 * The enquiry service checks it, with the form's own schema and messages (server/api/enquiries.ts).
 */
export function declaredEnquiryBody(form: FormDefinition) {
  const fields = Object.fromEntries(form.fields.map((field) => [field.name, declaredField(field)]));
  const lines = form.sampleLines
    ? Object.fromEntries(SAMPLE_LINE_FIELDS.map((field) => [field.name, declaredLineField(field)]))
    : {};
  return z.object({
    ...fields,
    ...lines,
    marketing: z
      .union([z.boolean(), z.enum(["true", "on"])])
      .optional()
      .describe("Consent to marketing e-mail; absent or false without it"),
    [VISIT_SOURCE_FIELD]: VisitSourceSchema.optional(),
  });
}
