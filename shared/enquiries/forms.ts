// The mini build of zod: the same checks in about a quarter of the browser bundle.
import * as z from "zod/mini";
import { EXPERT_MAX_PRODUCTS } from "../expert/matching.ts";
import { EXPERT_INDUSTRY_LABELS, EXPERT_PROBLEM_LABELS, EXPERT_PROCESS_LABELS } from "../expert/questions.ts";
import { ENQUIRY_OPTIONS, OTHER_INDUSTRY, PRODUCT_FAMILY_IDS } from "./options.ts";
import { readSampleLines, type SampleLine } from "./sample-lines.ts";

export const ENQUIRY_TYPES = ["contact", "sales", "sample", "product", "expert"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** `product-list`: product names joined by PRODUCT_LIST_SEPARATOR, carried in a hidden field. */
export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "textarea"
  | "select"
  | "family"
  | "product"
  | "product-list";

export const PRODUCT_LIST_SEPARATOR = "; ";

/** The product names of a `product-list` field's value. */
export function productListNames(value: string): string[] {
  return value
    .split(PRODUCT_LIST_SEPARATOR.trim())
    .map((name) => name.trim())
    .filter(Boolean);
}

/** One field of a form: its label, the summary name of spec 5, its rules and its required message. */
export type FieldDefinition = {
  name: string;
  label: string;
  /** Name used in the error summary ('<name> field is required') when it differs from the label. */
  summaryName?: string;
  kind: FieldKind;
  maxLength: number;
  /** The spec's message when the field is required; absent for optional fields. */
  required?: string;
  options?: readonly string[];
  autoComplete?: string;
  /** For product selects: the family field whose products they list. */
  familyField?: string;
  /** Shown (and required) only when the industry field is 'Others'. */
  otherOf?: string;
};

const NAME = 100;
const SHORT = 150;
const LONG = 5000;

const text = (name: string, label: string, maxLength: number, required?: string, autoComplete?: string) =>
  ({ name, label, kind: "text", maxLength, required, autoComplete }) satisfies FieldDefinition;

const email = (required: string): FieldDefinition => ({
  name: "email",
  label: "Email",
  kind: "email",
  maxLength: 254,
  required,
  autoComplete: "email",
});

const phone = (label: string, required: string): FieldDefinition => ({
  name: "phone",
  label,
  kind: "tel",
  maxLength: 40,
  required,
  autoComplete: "tel",
});

const message: FieldDefinition = {
  name: "message",
  label: "Message",
  kind: "textarea",
  maxLength: LONG,
  required: "Message is required.",
};

const other = (industryField: string): FieldDefinition => ({
  name: "other",
  label: "Mention other industry",
  summaryName: "Other",
  kind: "text",
  maxLength: NAME,
  required: "Other is required.",
  otherOf: industryField,
});

const CONTACT_FIELDS: FieldDefinition[] = [
  text("name", "Name", NAME, "Name is required.", "name"),
  email("Email is required."),
  phone("Phone", "Phone is required."),
  text("company", "Company", SHORT, "Company is required.", "organization"),
  {
    name: "request",
    label: "Request Type",
    kind: "select",
    maxLength: NAME,
    required: "Request Type is required.",
    options: ENQUIRY_OPTIONS.requestTypes,
  },
  message,
];

/** Sales enquiry and sample request: one form (spec 2.10), plus the product select the spec left out. */
const SALES_FIELDS: FieldDefinition[] = [
  text("name", "Name", NAME, "Name is required.", "name"),
  text("company", "Company", SHORT, "Company is required.", "organization"),
  email("Email is required."),
  phone("Phone", "Phone is required."),
  text("address", "Address Line 1", 200, "Address Line 1 is required.", "address-line1"),
  text("address2", "Address Line 2", 200, undefined, "address-line2"),
  text("city", "City", NAME, undefined, "address-level2"),
  text("postcode", "Postcode", 20, "Postcode is required.", "postal-code"),
  {
    name: "location",
    label: "Location",
    kind: "select",
    maxLength: NAME,
    required: "Location is required.",
    options: ENQUIRY_OPTIONS.locations,
  },
  {
    name: "industry",
    label: "Industry",
    kind: "select",
    maxLength: NAME,
    required: "Industry is required.",
    options: ENQUIRY_OPTIONS.salesIndustries,
  },
  other("industry"),
  {
    name: "productfamily",
    label: "Product Family",
    kind: "family",
    maxLength: 10,
    required: "Product Family is required.",
    options: PRODUCT_FAMILY_IDS,
  },
  { name: "product", label: "Product", kind: "product", maxLength: SHORT, familyField: "productfamily" },
  message,
];

const productPair = (n: 1 | 2 | 3): FieldDefinition[] => [
  {
    name: `productfamily${n}`,
    label: `Product ${n} family`,
    kind: "family",
    maxLength: 10,
    required: n === 1 ? "Product 1 family is required." : undefined,
    options: PRODUCT_FAMILY_IDS,
  },
  {
    name: `sampleproduct${n}`,
    label: `Select Product ${n}`,
    kind: "product",
    maxLength: SHORT,
    required: n === 1 ? "Select Product 1 is required." : undefined,
    familyField: `productfamily${n}`,
  },
];

const PRODUCT_FIELDS: FieldDefinition[] = [
  text("fname", "Name", NAME, "Name is required.", "name"),
  text("company", "Company", SHORT, "Company is required.", "organization"),
  email("Email is required."),
  phone("Phone Number", "Phone Number is required."),
  // A single-line input may not take the multi-line "street-address" token (HTML autofill rules).
  text("paddress", "Address", 300, "Address is required.", "address-line1"),
  {
    name: "selectcountry",
    label: "Country",
    kind: "select",
    maxLength: NAME,
    required: "Country is required.",
    options: ENQUIRY_OPTIONS.locations,
  },
  ...productPair(1),
  ...productPair(2),
  ...productPair(3),
  {
    name: "request",
    label: "Industry",
    kind: "select",
    maxLength: NAME,
    options: ENQUIRY_OPTIONS.productIndustries,
  },
  other("request"),
  message,
];

const select = (name: string, label: string, options: readonly string[]): FieldDefinition => ({
  name,
  label,
  kind: "select",
  maxLength: NAME,
  required: `${label} is required.`,
  options,
});

/** Talk to an expert (decision 054): the three answers, the products suggested, and the region that routes it. */
const EXPERT_FIELDS: FieldDefinition[] = [
  text("name", "Name", NAME, "Name is required.", "name"),
  text("company", "Company", SHORT, "Company is required.", "organization"),
  email("Email is required."),
  phone("Phone", "Phone is required."),
  select("location", "Location", ENQUIRY_OPTIONS.locations),
  select("industry", "Industry", EXPERT_INDUSTRY_LABELS),
  select("process", "Process", EXPERT_PROCESS_LABELS),
  select("problem", "Problem", EXPERT_PROBLEM_LABELS),
  { name: "products", label: "Products", kind: "product-list", maxLength: 400 },
  message,
];

export type FormDefinition = {
  type: EnquiryType;
  /** JSON endpoint under /api/ (spec 7). */
  endpoint: string;
  fields: FieldDefinition[];
  /** Takes the sample basket's product lines (shared/enquiries/sample-lines.ts). */
  sampleLines?: true;
};

export const ENQUIRY_FORMS: Record<EnquiryType, FormDefinition> = {
  contact: { type: "contact", endpoint: "contact-us", fields: CONTACT_FIELDS },
  sales: { type: "sales", endpoint: "order-online", fields: SALES_FIELDS },
  sample: { type: "sample", endpoint: "request-online", fields: SALES_FIELDS, sampleLines: true },
  product: { type: "product", endpoint: "product-enquiry", fields: PRODUCT_FIELDS },
  expert: { type: "expert", endpoint: "expert-enquiry", fields: EXPERT_FIELDS },
};

export const EMAIL_MESSAGE = "Please enter a valid email address.";

/** Form posts send strings; JSON clients may send numbers (a family id). Anything else counts as empty. */
const asText = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

const EMAIL = z.email();

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A product list naming something that is not an active product of the catalogue. */
export const productListMessage = (label: string) => `${label}: choose products of our catalogue.`;

function fieldSchema(field: FieldDefinition, optional: boolean) {
  const name = field.summaryName ?? field.label;
  const checks: z.core.$ZodCheck<string>[] = [
    z.trim(),
    z.maxLength(field.maxLength, `${name} must be at most ${field.maxLength} characters.`),
  ];
  if (field.required && !field.otherOf && !optional) checks.push(z.minLength(1, field.required));
  if (field.kind === "email") {
    checks.push(z.refine<string>((value) => value === "" || EMAIL.safeParse(value).success, EMAIL_MESSAGE));
  }
  if (field.kind === "product-list") {
    // No product's name holds a control character (and PostgreSQL refuses a NUL in a query).
    checks.push(z.refine<string>((value) => !CONTROL_CHARACTER.test(value), productListMessage(name)));
    checks.push(
      z.refine<string>(
        (value) => productListNames(value).length <= EXPERT_MAX_PRODUCTS,
        `${name}: at most ${EXPERT_MAX_PRODUCTS}.`,
      ),
    );
  }
  if (field.options) {
    const options = field.options;
    checks.push(
      z.refine<string>((value) => value === "" || options.includes(value), `Choose a ${name} from the list.`),
    );
  }
  return z.pipe(z.transform(asText), z.string().check(...checks));
}

const consentSchema = z.pipe(
  z.transform((value: unknown) => value === true || value === "true" || value === "on"),
  z.boolean(),
);

export type EnquiryFields = Record<string, string>;
export type EnquiryInput = {
  fields: EnquiryFields;
  marketingConsent: boolean;
  /** The sample basket's products, in the visitor's order; empty for every other request. */
  lines: SampleLine[];
};
export type FieldErrors = Record<string, string>;

/**
 * The one schema of a form, used by the page before sending and by the server on arrival.
 * Unknown keys are dropped; 'other' is required only while its industry is 'Others'. A sample
 * request that names its products (`withLines`) needs no product family: the products say it.
 */
export function enquirySchema(type: EnquiryType, { withLines = false } = {}) {
  const fields = ENQUIRY_FORMS[type].fields;
  const shape = Object.fromEntries(
    fields.map((field) => [field.name, fieldSchema(field, withLines && field.kind === "family")]),
  );
  return z.object({ ...shape, marketing: consentSchema }).check(
    z.superRefine((values: Record<string, unknown>, context) => {
      for (const field of fields) {
        if (field.otherOf && values[field.otherOf] === OTHER_INDUSTRY && values[field.name] === "") {
          context.addIssue({ code: "custom", path: [field.name], message: field.required ?? "" });
        }
        // A product without its family cannot be read by the sales team.
        if (field.familyField && values[field.name] !== "" && values[field.familyField] === "") {
          const family = fields.find((candidate) => candidate.name === field.familyField);
          context.addIssue({
            code: "custom",
            path: [field.familyField],
            message: family?.required ?? `Choose a ${family?.label} for this product.`,
          });
        }
      }
    }),
  );
}

export type ValidationResult =
  | { success: true; data: EnquiryInput }
  | { success: false; errors: FieldErrors };

/** Validates a body (JSON object or form fields): the values to store, or one message per field. */
export function validateEnquiry(type: EnquiryType, body: unknown): ValidationResult {
  const sample =
    ENQUIRY_FORMS[type].sampleLines && body && typeof body === "object"
      ? readSampleLines(body as Record<string, unknown>)
      : { lines: [], errors: {} };
  const parsed = enquirySchema(type, { withLines: sample.lines.length > 0 }).safeParse(body ?? {});
  if (!parsed.success || Object.keys(sample.errors).length > 0) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message;
    }
    return { success: false, errors: { ...errors, ...sample.errors } };
  }
  const { marketing, ...values } = parsed.data as Record<string, unknown>;
  const fields: EnquiryFields = {};
  for (const field of ENQUIRY_FORMS[type].fields) {
    // 'Other' is kept only while 'Others' is chosen (spec 4: any other choice clears it).
    const hidden = field.otherOf && values[field.otherOf] !== OTHER_INDUSTRY;
    fields[field.name] = hidden ? "" : String(values[field.name] ?? "");
  }
  return { success: true, data: { fields, marketingConsent: marketing === true, lines: sample.lines } };
}

/** The error summary line of spec 5: '<field> field is required', or the message itself for other rules. */
export function summaryLine(field: FieldDefinition, message: string): string {
  const required = field.required === message;
  return required ? `${field.summaryName ?? field.label} field is required` : message;
}
